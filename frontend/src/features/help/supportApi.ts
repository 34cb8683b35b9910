import { baseApi } from '../../shared/api/baseApi';

export interface SupportRequest {
  name: string;
  email: string;
  issueType: IssueType;
  message: string;
}

export interface ContactMessage {
  name: string;
  university: string;
  email: string;
  message: string;
}

/** Issue types with their labels (spec §9). */
export const ISSUE_TYPES = [
  { value: 'account', label: 'Account Issue' },
  { value: 'reagent', label: 'Reagent Listing Problem' },
  { value: 'swap', label: 'Swap Process Issue' },
  { value: 'payment', label: 'Credits & Payment' },
  { value: 'bug', label: 'Bug Report' },
  { value: 'other', label: 'Other' },
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number]['value'];

/** The Help Center support form and the Contact Us form; open to visitors. */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitSupportRequest: build.mutation<{ message: string }, SupportRequest>({
      query: (body) => ({ url: '/support', method: 'POST', body }),
    }),
    submitContactMessage: build.mutation<{ message: string }, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitSupportRequestMutation, useSubmitContactMessageMutation } = supportApi;

import {
  ISSUE_TYPES as ISSUE_TYPE_LABELS,
  type ContactMessage,
  type IssueType,
  type MessageResponse,
  type SupportRequest,
} from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

// The shapes and issue types are the API's contracts, shared with the server (one definition).
export type { ContactMessage, IssueType, SupportRequest } from '@reagentswap/contracts';

/** Issue types with their labels (spec §9), in the form's order, as the select lists them. */
export const ISSUE_TYPES = (Object.entries(ISSUE_TYPE_LABELS) as [IssueType, string][]).map(([value, label]) => ({ value, label }));

/** The Help Center support form and the Contact Us form; open to visitors. */
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitSupportRequest: build.mutation<MessageResponse, SupportRequest>({
      query: (body) => ({ url: '/support', method: 'POST', body }),
    }),
    submitContactMessage: build.mutation<MessageResponse, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitSupportRequestMutation, useSubmitContactMessageMutation } = supportApi;

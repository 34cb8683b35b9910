import type { FieldError } from '../../../shared/errors/domain-error.js';

/** Spec §5 and §9: the Help Center support form and the Contact Us form, messages verbatim. */
export const SUPPORT_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  issueTypeRequired: 'Please select an issue type',
  messageTooShort: 'Message must be at least 10 characters',
  universityTooShort: 'Lab/University must be at least 2 characters',
  supportSubmitted: 'Support request submitted!',
  contactSent: 'Message sent!',
} as const;

/** Issue types with the labels the form shows (spec §9). */
export const ISSUE_TYPES = {
  account: 'Account Issue',
  reagent: 'Reagent Listing Problem',
  swap: 'Swap Process Issue',
  payment: 'Credits & Payment',
  bug: 'Bug Report',
  other: 'Other',
} as const;
export type IssueType = keyof typeof ISSUE_TYPES;

export const LIMITS = { name: 100, email: 254, university: 200, message: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SupportRequestInput {
  name?: string;
  email?: string;
  issueType?: string;
  message?: string;
}

export interface ContactMessageInput {
  name?: string;
  university?: string;
  email?: string;
  message?: string;
}

const tooLong = (field: string, label: string, max: number): FieldError => ({
  field,
  message: `${label} must be at most ${max} characters`,
});

function nameProblems(name: string | undefined): FieldError[] {
  const value = name?.trim() ?? '';
  if (value.length < 2) return [{ field: 'name', message: SUPPORT_MESSAGES.nameTooShort }];
  return value.length > LIMITS.name ? [tooLong('name', 'Name', LIMITS.name)] : [];
}

function emailProblems(email: string | undefined): FieldError[] {
  const value = email?.trim() ?? '';
  return EMAIL.test(value) && value.length <= LIMITS.email ? [] : [{ field: 'email', message: SUPPORT_MESSAGES.emailInvalid }];
}

function messageProblems(message: string | undefined): FieldError[] {
  const value = message?.trim() ?? '';
  if (value.length < 10) return [{ field: 'message', message: SUPPORT_MESSAGES.messageTooShort }];
  return value.length > LIMITS.message ? [tooLong('message', 'Message', LIMITS.message)] : [];
}

export const isIssueType = (value: unknown): value is IssueType => typeof value === 'string' && Object.hasOwn(ISSUE_TYPES, value);

/** Support form problems in the form's field order: name, email, issue type, message. */
export function supportRequestProblems(input: SupportRequestInput): FieldError[] {
  return [
    ...nameProblems(input.name),
    ...emailProblems(input.email),
    ...(isIssueType(input.issueType) ? [] : [{ field: 'issueType', message: SUPPORT_MESSAGES.issueTypeRequired }]),
    ...messageProblems(input.message),
  ];
}

/** Contact form problems in the form's field order: name, lab/university, email, message. */
export function contactMessageProblems(input: ContactMessageInput): FieldError[] {
  const university = input.university?.trim() ?? '';
  return [
    ...nameProblems(input.name),
    ...(university.length < 2
      ? [{ field: 'university', message: SUPPORT_MESSAGES.universityTooShort }]
      : university.length > LIMITS.university
        ? [tooLong('university', 'Lab/University', LIMITS.university)]
        : []),
    ...emailProblems(input.email),
    ...messageProblems(input.message),
  ];
}

import type { FieldProblem } from '../shared/problem.js';
import { characterCount, isEmailAddress, MAX_EMAIL_LENGTH } from '../shared/text.js';

/** Spec §5 and §9: the Help Center support form and the Contact Us form, messages verbatim. */
export const SUPPORT_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  issueTypeRequired: 'Please select an issue type',
  messageTooShort: 'Message must be at least 10 characters',
  universityTooShort: 'Lab/University must be at least 2 characters',
  supportSubmitted: 'Support request submitted!',
  contactSent: 'Message sent!',
  submitFailedHint: 'Please try again later or contact us directly',
} as const;

/** Issue types with the labels the form shows (spec §9), in the form's order. */
export const ISSUE_TYPES = {
  account: 'Account Issue',
  reagent: 'Reagent Listing Problem',
  swap: 'Swap Process Issue',
  payment: 'Credits & Payment',
  bug: 'Bug Report',
  other: 'Other',
} as const;
export type IssueType = keyof typeof ISSUE_TYPES;

export const SUPPORT_LIMITS = { name: 100, email: MAX_EMAIL_LENGTH, university: 200, message: 5000 } as const;
/** The shortest values the forms accept, counted after trimming. */
export const SUPPORT_MINIMUMS = { name: 2, university: 2, message: 10 } as const;

export interface SupportRequestInput {
  name?: string;
  email?: string;
  issueType?: string | null;
  message?: string;
}

export interface ContactMessageInput {
  name?: string;
  university?: string;
  email?: string;
  message?: string;
}

export const isIssueType = (value: unknown): value is IssueType => typeof value === 'string' && Object.hasOwn(ISSUE_TYPES, value);

const tooLong = (field: string, label: string, max: number): FieldProblem => ({
  field,
  message: `${label} must be at most ${max} characters`,
});

/** A trimmed text between a minimum and a maximum number of characters. */
function sizeProblems(field: string, label: string, value: string | undefined, min: number, max: number, short: string): FieldProblem[] {
  const length = characterCount(value?.trim() ?? '');
  if (length < min) return [{ field, message: short }];
  return length > max ? [tooLong(field, label, max)] : [];
}

export const nameProblems = (name: string | undefined) =>
  sizeProblems('name', 'Name', name, SUPPORT_MINIMUMS.name, SUPPORT_LIMITS.name, SUPPORT_MESSAGES.nameTooShort);

export const universityProblems = (university: string | undefined) =>
  sizeProblems(
    'university',
    'Lab/University',
    university,
    SUPPORT_MINIMUMS.university,
    SUPPORT_LIMITS.university,
    SUPPORT_MESSAGES.universityTooShort,
  );

export const messageProblems = (message: string | undefined) =>
  sizeProblems('message', 'Message', message, SUPPORT_MINIMUMS.message, SUPPORT_LIMITS.message, SUPPORT_MESSAGES.messageTooShort);

export function contactEmailProblems(email: string | undefined): FieldProblem[] {
  const value = email?.trim() ?? '';
  return isEmailAddress(value) ? [] : [{ field: 'email', message: SUPPORT_MESSAGES.emailInvalid }];
}

export const issueTypeProblems = (issueType: unknown): FieldProblem[] =>
  isIssueType(issueType) ? [] : [{ field: 'issueType', message: SUPPORT_MESSAGES.issueTypeRequired }];

/** Support form problems in the form's field order: name, email, issue type, message. */
export function supportRequestProblems(input: SupportRequestInput): FieldProblem[] {
  return [
    ...nameProblems(input.name),
    ...contactEmailProblems(input.email),
    ...issueTypeProblems(input.issueType),
    ...messageProblems(input.message),
  ];
}

/** Contact form problems in the form's field order: name, lab/university, email, message. */
export function contactMessageProblems(input: ContactMessageInput): FieldProblem[] {
  return [
    ...nameProblems(input.name),
    ...universityProblems(input.university),
    ...contactEmailProblems(input.email),
    ...messageProblems(input.message),
  ];
}

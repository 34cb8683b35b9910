import type { FieldErrors } from '../../shared/api/problem';

/** The support and contact forms' rules (spec §5); the server repeats them with the same messages. */
export const FORM_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  issueTypeRequired: 'Please select an issue type',
  messageTooShort: 'Message must be at least 10 characters',
  universityTooShort: 'Lab/University must be at least 2 characters',
} as const;

export const SUBMIT_FAILED_HINT = 'Please try again later or contact us directly';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function nameProblem(name: string): string | undefined {
  return name.trim().length < 2 ? FORM_MESSAGES.nameTooShort : undefined;
}

export function emailProblem(email: string): string | undefined {
  return EMAIL.test(email.trim()) ? undefined : FORM_MESSAGES.emailInvalid;
}

export function messageProblem(message: string): string | undefined {
  return message.trim().length < 10 ? FORM_MESSAGES.messageTooShort : undefined;
}

export function universityProblem(university: string): string | undefined {
  return university.trim().length < 2 ? FORM_MESSAGES.universityTooShort : undefined;
}

/** Drops the fields without a problem. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (errors[key]) result[key] = errors[key];
  }
  return result;
}

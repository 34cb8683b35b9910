import type { FieldError } from '../../../shared/errors/domain-error.js';

export interface RegistrationInput {
  email?: string;
  username?: string;
  universityId?: string;
  labId?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
}

export const REGISTRATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  usernameRequired: 'Username is required',
  universityRequired: 'Please select a university',
  labRequired: 'Please select a lab',
  passwordLength: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordSpecial: 'Password must contain at least one special character',
  passwordMismatch: 'Passwords do not match',
  termsRequired: 'You must agree to the Terms & Conditions and Privacy Policy',
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Anything but letters, digits and whitespace (the browser form uses the same rule).
const SPECIAL_CHARACTER = /[^A-Za-z0-9\s]/;

/** The password rules shared by registration and password reset (spec §5, in order). */
export function passwordProblems(password: string | undefined, confirm: string | undefined): FieldError[] {
  const problems: FieldError[] = [];
  const value = password ?? '';
  if (value.length < 8) problems.push({ field: 'password', message: REGISTRATION_MESSAGES.passwordLength });
  if (!/[A-Z]/.test(value)) problems.push({ field: 'password', message: REGISTRATION_MESSAGES.passwordUppercase });
  if (!SPECIAL_CHARACTER.test(value)) problems.push({ field: 'password', message: REGISTRATION_MESSAGES.passwordSpecial });
  if (value !== (confirm ?? '')) problems.push({ field: 'confirmPassword', message: REGISTRATION_MESSAGES.passwordMismatch });
  return problems;
}

/**
 * Registration problems in the spec's order (§5): the first one is the message the user sees.
 */
export function registrationProblems(input: RegistrationInput): FieldError[] {
  const problems: FieldError[] = [];
  const email = input.email?.trim() ?? '';
  if (!email) problems.push({ field: 'email', message: REGISTRATION_MESSAGES.emailRequired });
  else if (!EMAIL_PATTERN.test(email)) problems.push({ field: 'email', message: REGISTRATION_MESSAGES.emailInvalid });
  if (!input.username?.trim()) problems.push({ field: 'username', message: REGISTRATION_MESSAGES.usernameRequired });
  if (!input.universityId) problems.push({ field: 'universityId', message: REGISTRATION_MESSAGES.universityRequired });
  if (!input.labId) problems.push({ field: 'labId', message: REGISTRATION_MESSAGES.labRequired });
  problems.push(...passwordProblems(input.password, input.confirmPassword));
  if (input.acceptTerms !== true) problems.push({ field: 'acceptTerms', message: REGISTRATION_MESSAGES.termsRequired });
  return problems;
}

/** The spec's default profile: username is the part of the e-mail before the @. */
export function defaultUsername(email: string): string {
  return email.split('@')[0] ?? email;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

import type { FieldProblem } from '../shared/problem.js';
import { isEmailAddress, MAX_EMAIL_LENGTH } from '../shared/text.js';
import { passwordProblems, PASSWORD_MESSAGES, PASSWORD_RULE } from './password.rules.js';

/** The fields of POST /api/auth/register; all optional here because the rules below report what is missing. */
export interface RegistrationInput {
  email?: string;
  username?: string;
  universityId?: string | null;
  labId?: string | null;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
}

/** Size bounds of the sign-in and registration fields (the server refuses more; the forms stop typing there). */
export const ACCOUNT_LIMITS = {
  email: MAX_EMAIL_LENGTH,
  username: 100,
  password: PASSWORD_RULE.maxLength,
} as const;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

export const REGISTRATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  usernameRequired: 'Username is required',
  usernameTooLong: `Username must be at most ${ACCOUNT_LIMITS.username} characters`,
  universityRequired: 'Please select a university',
  labRequired: 'Please select a lab',
  passwordLength: PASSWORD_MESSAGES.tooShort,
  passwordUppercase: PASSWORD_MESSAGES.noUppercase,
  passwordSpecial: PASSWORD_MESSAGES.noSpecial,
  passwordMismatch: PASSWORD_MESSAGES.mismatch,
  termsRequired: 'You must agree to the Terms & Conditions and Privacy Policy',
} as const;

/** Sign-in problems in the form's order: e-mail, then password. */
export function loginProblems(input: { email?: string; password?: string }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.email?.trim()) problems.push({ field: 'email', message: LOGIN_MESSAGES.emailRequired });
  if (!input.password?.trim()) problems.push({ field: 'password', message: LOGIN_MESSAGES.passwordRequired });
  return problems;
}

/** Registration problems in the spec's order (§5): the first one is the message the user sees. */
export function registrationProblems(input: RegistrationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const email = input.email?.trim() ?? '';
  if (!email) problems.push({ field: 'email', message: REGISTRATION_MESSAGES.emailRequired });
  else if (!isEmailAddress(email)) problems.push({ field: 'email', message: REGISTRATION_MESSAGES.emailInvalid });
  const username = input.username?.trim() ?? '';
  if (!username) problems.push({ field: 'username', message: REGISTRATION_MESSAGES.usernameRequired });
  else if (username.length > ACCOUNT_LIMITS.username) problems.push({ field: 'username', message: REGISTRATION_MESSAGES.usernameTooLong });
  if (!input.universityId) problems.push({ field: 'universityId', message: REGISTRATION_MESSAGES.universityRequired });
  if (!input.labId) problems.push({ field: 'labId', message: REGISTRATION_MESSAGES.labRequired });
  problems.push(...passwordProblems(input.password, input.confirmPassword));
  if (input.acceptTerms !== true) problems.push({ field: 'acceptTerms', message: REGISTRATION_MESSAGES.termsRequired });
  return problems;
}

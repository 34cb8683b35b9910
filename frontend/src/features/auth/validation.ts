/**
 * Client-side checks of the sign-in and registration forms. Each returns the first failing
 * message in the spec's order (§5), or null. The server repeats them in the same order.
 */

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginValues): string | null {
  if (email.trim() === '') return 'Email is required';
  if (password.trim() === '') return 'Password is required';
  return null;
}

export interface RegisterValues {
  email: string;
  username: string;
  universityId: string | null;
  labId: string | null;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = 'at least 8 characters with one upper case and one special character';

const UPPERCASE = /\p{Lu}/u;
// Anything that is neither a letter, a digit nor whitespace counts as special.
const SPECIAL = /[^\p{L}\p{N}\s]/u;

export function validateRegister(values: RegisterValues): string | null {
  if (values.email.trim() === '') return 'Email is required';
  if (values.username.trim() === '') return 'Username is required';
  if (!values.universityId) return 'Please select a university';
  if (!values.labId) return 'Please select a lab';
  const passwordProblem = validateNewPassword(values.password, values.confirmPassword);
  if (passwordProblem) return passwordProblem;
  if (!values.acceptTerms) return 'You must agree to the Terms & Conditions and Privacy Policy';
  return null;
}

/** The registration password rules, also used when a forgotten password is reset. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters';
  if (!UPPERCASE.test(password)) return 'Password must contain at least one uppercase letter';
  if (!SPECIAL.test(password)) return 'Password must contain at least one special character';
  if (password !== confirmPassword) return 'Passwords do not match';
  return null;
}

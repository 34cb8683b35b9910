/**
 * Client-side checks of the settings forms (spec §5). The server applies the same rules with the
 * same messages; these only spare a round trip and put the message next to the field.
 */

export const PROFILE_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  invalidUrl: 'Please enter a valid URL',
  currentPasswordRequired: 'Current password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Passwords do not match',
} as const;

/** Spec §9: 6 characters in the settings form (registration needs 8). */
export const SETTINGS_PASSWORD_MIN_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return PROFILE_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value) || value.length > 254) return PROFILE_MESSAGES.emailInvalid;
  return null;
}

export type UrlResult = { ok: true; value: string | null } | { ok: false };

/**
 * Spec §5: an empty URL becomes null; a URL without a scheme gets https:// prepended; anything
 * that is then not an http(s) address with a dotted host name is 'Please enter a valid URL'.
 */
export function normaliseUrl(input: string | null | undefined): UrlResult {
  const raw = (input ?? '').trim();
  if (!raw) return { ok: true, value: null };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw.replace(/^\/\//, '')}`;
  if (/\s/.test(withScheme)) return { ok: false };
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false };
  if (url.username || url.password) return { ok: false };
  const host = url.hostname;
  const dottedName = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]+$/i.test(host);
  const ipLiteral = /^\[?[0-9a-f:.]+\]?$/i.test(host);
  if (!dottedName && !ipLiteral) return { ok: false };
  return { ok: true, value: withScheme };
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!values.currentPassword) errors.currentPassword = PROFILE_MESSAGES.currentPasswordRequired;
  if (values.newPassword.length < SETTINGS_PASSWORD_MIN_LENGTH) errors.newPassword = PROFILE_MESSAGES.passwordTooShort;
  if (values.newPassword !== values.confirmPassword) errors.confirmPassword = PROFILE_MESSAGES.passwordMismatch;
  return errors;
}

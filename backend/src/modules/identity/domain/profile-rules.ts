import type { FieldError } from '../../../shared/errors/domain-error.js';
import { EMAIL_PATTERN } from './registration-rules.js';

/** The settings screens' messages (spec §5 and §8), used verbatim. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  mustBeLoggedIn: 'You must be logged in to update your profile',
  invalidUrl: 'Please enter a valid URL',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailUnchanged: 'This is already your email address',
  emailChangeStarted: 'Email update initiated. Please check your inbox for confirmation.',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordUpdated: 'Password updated successfully',
  universityRequired: 'Please select a university',
  universityFirst: 'Please select a university first',
  labRequired: 'Please select a lab',
  countryInvalid: 'Please select a country from the list',
} as const;

/** The settings form's password rule (spec §9: 6 characters there, 8 at registration). */
export const SETTINGS_PASSWORD_MIN_LENGTH = 6;

export type UrlResult = { ok: true; value: string | null } | { ok: false };

/**
 * Spec §5: an empty URL becomes null; a URL without a scheme gets https:// prepended; anything that
 * is then not an http(s) address with a dotted host name is 'Please enter a valid URL'.
 */
export function normaliseUrl(input: string | null | undefined): UrlResult {
  const raw = (input ?? '').trim();
  if (!raw) return { ok: true, value: null };
  // Only "scheme://" counts as a scheme, so "example.org:8080/x" still gets https:// prepended.
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
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]+$/i.test(host) && !/^\[?[0-9a-f:.]+\]?$/i.test(host)) return { ok: false };
  return { ok: true, value: withScheme };
}

/** Public profiles show stored links with the same treatment; a link that cannot be made valid is hidden. */
export function publicUrl(stored: string | null | undefined): string | null {
  const result = normaliseUrl(stored);
  return result.ok ? result.value : null;
}

/** Expertise is comma-separated text (spec §3): items trimmed, empty items dropped, one ", " between them. */
export function normaliseExpertise(input: string | null | undefined): string | null {
  const items = splitExpertise(input);
  return items.length ? items.join(', ') : null;
}

export function splitExpertise(input: string | null | undefined): string[] {
  return (input ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** New e-mail address: 'Email is required' when empty, else 'Please enter a valid email address'. */
export function emailProblems(email: string | undefined, field = 'email'): FieldError[] {
  const value = email?.trim() ?? '';
  if (!value) return [{ field, message: PROFILE_MESSAGES.emailRequired }];
  if (!EMAIL_PATTERN.test(value) || value.length > 254) return [{ field, message: PROFILE_MESSAGES.emailInvalid }];
  return [];
}

/** The Security tab: the current password, then the new one (at least 6) and its confirmation. */
export function changePasswordProblems(input: { currentPassword?: string; newPassword?: string; confirmPassword?: string }): FieldError[] {
  const problems: FieldError[] = [];
  if (!input.currentPassword) problems.push({ field: 'currentPassword', message: PROFILE_MESSAGES.currentPasswordRequired });
  const next = input.newPassword ?? '';
  if (next.length < SETTINGS_PASSWORD_MIN_LENGTH) problems.push({ field: 'newPassword', message: PROFILE_MESSAGES.passwordTooShort });
  if (next !== (input.confirmPassword ?? '')) problems.push({ field: 'confirmPassword', message: PROFILE_MESSAGES.passwordMismatch });
  return problems;
}

import type { FieldProblem } from '../shared/problem.js';
import { isEmailAddress } from '../shared/text.js';
import { SETTINGS_PASSWORD_MIN_LENGTH } from './password.rules.js';

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
  digestFrequencyInvalid: 'Digest frequency must be off, daily or weekly',
} as const;

/** The longest value each personal field takes (PATCH /api/profile); the form stops typing there. */
export const PROFILE_LIMITS = {
  displayUsername: 100,
  city: 100,
  country: 100,
  location: 200,
  expertise: 500,
  researchInterests: 2000,
  linkedinUrl: 500,
  websiteUrl: 500,
} as const;

/** The labels the size messages use, e.g. 'City must be at most 100 characters'. */
export const PROFILE_FIELD_LABELS: Record<keyof typeof PROFILE_LIMITS, string> = {
  displayUsername: 'Display name',
  city: 'City',
  country: 'Country',
  location: 'Location',
  expertise: 'Expertise',
  researchInterests: 'Research interests',
  linkedinUrl: 'LinkedIn URL',
  websiteUrl: 'Website URL',
};

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

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
  const dottedName = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]+$/i.test(host);
  const ipLiteral = /^\[?[0-9a-f:.]+\]?$/i.test(host);
  if (!dottedName && !ipLiteral) return { ok: false };
  return { ok: true, value: withScheme };
}

/** A new e-mail address: 'Email is required' when empty, else 'Please enter a valid email address'. */
export function emailProblems(email: string | undefined, field = 'email'): FieldProblem[] {
  const value = email?.trim() ?? '';
  if (!value) return [{ field, message: PROFILE_MESSAGES.emailRequired }];
  if (!isEmailAddress(value)) return [{ field, message: PROFILE_MESSAGES.emailInvalid }];
  return [];
}

export interface PasswordChangeInput {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** The Security tab: the current password, then the new one (at least 6) and its confirmation. */
export function changePasswordProblems(input: PasswordChangeInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.currentPassword) problems.push({ field: 'currentPassword', message: PROFILE_MESSAGES.currentPasswordRequired });
  const next = input.newPassword ?? '';
  if (next.length < SETTINGS_PASSWORD_MIN_LENGTH) problems.push({ field: 'newPassword', message: PROFILE_MESSAGES.passwordTooShort });
  if (next !== (input.confirmPassword ?? '')) problems.push({ field: 'confirmPassword', message: PROFILE_MESSAGES.passwordMismatch });
  return problems;
}

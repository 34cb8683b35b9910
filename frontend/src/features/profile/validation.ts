/**
 * Client-side checks of the settings forms (spec §5), from the shared contracts: the server applies
 * the same rules with the same messages; these only spare a round trip and put the message next to
 * the field.
 */
import { changePasswordProblems, emailProblems, type PasswordChangeInput } from '@reagentswap/contracts';

export { normaliseUrl, PROFILE_LIMITS, PROFILE_MESSAGES, SETTINGS_PASSWORD_MIN_LENGTH, type UrlResult } from '@reagentswap/contracts';

export function validateEmail(email: string): string | null {
  return emailProblems(email)[0]?.message ?? null;
}

export type PasswordChangeValues = Required<PasswordChangeInput>;

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

/** The first problem of each field. */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  for (const { field, message } of changePasswordProblems(values)) {
    const key = field as keyof PasswordChangeValues;
    errors[key] ??= message;
  }
  return errors;
}

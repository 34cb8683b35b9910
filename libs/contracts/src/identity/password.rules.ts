import type { FieldProblem } from '../shared/problem.js';
import { characterCount } from '../shared/text.js';

/**
 * The registration password rule (spec §5), also applied when a forgotten password is reset. It is
 * Unicode-aware on purpose: 'É' is an upper-case letter, and 'é' is a letter, not a special
 * character. Checked on the NFC form, so an accent typed as a separate combining mark still
 * belongs to its letter.
 */
export const PASSWORD_RULE = {
  minLength: 8,
  /** Any upper-case letter of any script. */
  uppercase: /\p{Lu}/u,
  /** Anything that is neither a letter (with its marks), a digit nor whitespace counts as special. */
  special: /[^\p{L}\p{M}\p{N}\s]/u,
  /** A bound against hashing megabytes, not a rule users meet. */
  maxLength: 200,
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters',
  noUppercase: 'Password must contain at least one uppercase letter',
  noSpecial: 'Password must contain at least one special character',
  tooLong: `Password must be at most ${PASSWORD_RULE.maxLength} characters`,
  mismatch: 'Passwords do not match',
} as const;

export const PASSWORD_HINT = 'at least 8 characters with one upper case and one special character';

/** The problems of a new password and its confirmation, in the spec's order (the first is shown). */
export function passwordProblems(password: string | undefined, confirmPassword: string | undefined): FieldProblem[] {
  const value = (password ?? '').normalize('NFC');
  const problems: FieldProblem[] = [];
  const length = characterCount(value);
  if (length < PASSWORD_RULE.minLength) problems.push({ field: 'password', message: PASSWORD_MESSAGES.tooShort });
  if (length > PASSWORD_RULE.maxLength) problems.push({ field: 'password', message: PASSWORD_MESSAGES.tooLong });
  if (!PASSWORD_RULE.uppercase.test(value)) problems.push({ field: 'password', message: PASSWORD_MESSAGES.noUppercase });
  if (!PASSWORD_RULE.special.test(value)) problems.push({ field: 'password', message: PASSWORD_MESSAGES.noSpecial });
  if ((password ?? '') !== (confirmPassword ?? '')) problems.push({ field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch });
  return problems;
}

/** The settings form's password rule (spec §9: 6 characters there, 8 at registration). */
export const SETTINGS_PASSWORD_MIN_LENGTH = 6;

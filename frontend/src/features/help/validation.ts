import {
  contactEmailProblems,
  messageProblems,
  nameProblems,
  SUPPORT_MESSAGES,
  universityProblems,
  type FieldProblem,
} from '@reagentswap/contracts';
import type { FieldErrors } from '../../shared/api/problem';

/**
 * The support and contact forms' rules (spec §5), from the shared contracts: the server applies the
 * same ones with the same messages.
 */
export const FORM_MESSAGES = SUPPORT_MESSAGES;

export const SUBMIT_FAILED_HINT = SUPPORT_MESSAGES.submitFailedHint;

const first = (problems: FieldProblem[]): string | undefined => problems[0]?.message;

export const nameProblem = (name: string) => first(nameProblems(name));
export const emailProblem = (email: string) => first(contactEmailProblems(email));
export const messageProblem = (message: string) => first(messageProblems(message));
export const universityProblem = (university: string) => first(universityProblems(university));

/** Drops the fields without a problem. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (errors[key]) result[key] = errors[key];
  }
  return result;
}

import { swapMessageProblem } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';

/** The message a dialog requires (trimmed), or a 400 with the dialog's own wording. */
export function requiredMessage(value: unknown, missing: string): string {
  const problem = swapMessageProblem(value, 'message', missing);
  if (problem) throw new ValidationFailedError([problem]);
  return (value as string).trim();
}

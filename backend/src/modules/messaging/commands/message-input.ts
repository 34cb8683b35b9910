import { messageActionProblem, messageContentProblem } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';

/** Spec §5 "Chat message" and the button's rule, in the order a form shows them; throws 400 with every problem. */
export function checkedMessageInput(input: { content: unknown; payload?: unknown; clientId?: string | null }): void {
  const problems = [messageContentProblem(input.content), messageActionProblem(input.payload)].filter((p) => p !== null);
  if (input.clientId !== undefined && input.clientId !== null && !isUuid(input.clientId)) {
    problems.push({ field: 'clientId', message: 'clientId must be a UUID' });
  }
  if (problems.length > 0) throw new ValidationFailedError(problems);
}

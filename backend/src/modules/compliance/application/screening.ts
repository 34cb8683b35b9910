import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { COMPLIANCE_MESSAGES, type ScreeningSource, type SubstanceCandidate } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { RecordRefusedAttemptsCommand, type RefusedAttempt } from '../commands/record-refused-attempts/record-refused-attempts.command.js';
import { ScreenSubstancesQuery } from '../queries/screen-substances/screen-substances.query.js';

/**
 * A listing refused because its substance is restricted: a 400 on the field that matched (the CAS
 * number, else the name) with the list named, carrying what to log.
 */
export class RestrictedSubstanceError extends ValidationFailedError {
  constructor(readonly attempt: RefusedAttempt) {
    super([{ field: attempt.result.matchedBy, message: COMPLIANCE_MESSAGES.restricted(attempt.result.list) }], 'RESTRICTED_SUBSTANCE');
  }
}

/** Throws RestrictedSubstanceError when the candidate is on the list. Pure: safe inside a transaction. */
export async function refuseIfRestricted(queries: QueryBus, candidate: SubstanceCandidate): Promise<void> {
  const [result] = await queries.execute(new ScreenSubstancesQuery([candidate]));
  if (result?.restricted) throw new RestrictedSubstanceError({ candidate, result });
}

/**
 * Runs a write and, when it was refused for a restricted substance, logs the attempt for admins
 * before passing the refusal on. The log is written after the write's transaction rolled back, so
 * `work` must hold the whole transaction.
 */
export async function recordingRefusals<T>(
  commands: CommandBus,
  by: { actorId: string; source: ScreeningSource },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RestrictedSubstanceError) {
      await commands.execute(new RecordRefusedAttemptsCommand(by.actorId, by.source, [error.attempt]));
    }
    throw error;
  }
}

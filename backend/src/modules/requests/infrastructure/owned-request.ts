import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { ForbiddenError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import { ReagentRequestSchema, type ReagentRequestRecord } from './reagent-request.entity.js';

/**
 * The request a requester edits or deletes, row-locked for the rest of the transaction. 404 when
 * it does not exist or was deleted, 403 with the spec's message when it is someone else's: checked
 * before the input, so a non-requester learns nothing and changes nothing.
 */
export async function lockOwnRequest(tx: EntityManager, requestId: string, actorId: string): Promise<ReagentRequestRecord> {
  const request = isUuid(requestId)
    ? await tx.findOne(ReagentRequestSchema, { id: requestId, isDeleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : null;
  if (!request) throw new NotFoundError(REQUEST_MESSAGES.notFound, 'REAGENT_REQUEST_NOT_FOUND');
  if (request.requesterId !== actorId) throw new ForbiddenError(REQUEST_MESSAGES.notRequester, 'NOT_REQUESTER');
  return request;
}

import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import { recordInOutbox } from '../../../shared/outbox/outbox.js';
import { CATALOG_MESSAGES } from '../domain/reagent-rules.js';
import { ReagentUpdated, type ReagentUpdatedPayload } from '../events/catalog.events.js';
import { ReagentSchema, type ReagentRecord } from './catalog.entities.js';

/**
 * The reagent an owner acts on, row-locked for the rest of the transaction (so a removal and a
 * swap engaging it cannot interleave). 404 when it does not exist, 403 when it is someone else's:
 * checked before the input, so a non-owner learns nothing and changes nothing.
 */
export async function lockOwnedReagent(
  tx: EntityManager,
  reagentId: string,
  actorId: string,
  notOwnerMessage: string,
): Promise<ReagentRecord> {
  const reagent = isUuid(reagentId)
    ? await tx.findOne(ReagentSchema, { id: reagentId, isDeleted: false }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : null;
  if (!reagent) throw new NotFoundError(CATALOG_MESSAGES.reagentNotFound, 'REAGENT_NOT_FOUND');
  if (reagent.ownerId !== actorId) throw new ForbiddenError(notOwnerMessage, 'NOT_REAGENT_OWNER');
  return reagent;
}

/**
 * Stamps the owner's change on the locked reagent, writes it, and records ReagentUpdated in the same
 * transaction (edit, new image, reactivation).
 */
export async function recordOwnerUpdate(tx: EntityManager, reagent: ReagentRecord, changed: ReagentUpdatedPayload['changed']) {
  reagent.updatedAt = new Date();
  await tx.flush();
  await recordInOutbox(
    tx,
    new ReagentUpdated({
      reagentId: reagent.id,
      ownerId: reagent.ownerId,
      changed,
      available: reagent.isAvailable,
      updatedAt: reagent.updatedAt.toISOString(),
    }),
  );
}

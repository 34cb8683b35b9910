import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { CATALOG_MESSAGES } from '../../domain/reagent-rules.js';
import { ReagentRemoved } from '../../events/catalog.events.js';
import { lockOwnedReagent } from '../../infrastructure/owned-reagent.js';
import { loadReagentView } from '../../queries/reagent.view.js';
import { RemoveReagentCommand } from './remove-reagent.command.js';

@CommandHandler(RemoveReagentCommand)
export class RemoveReagentHandler implements ICommandHandler<RemoveReagentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ actorId, reagentId }: RemoveReagentCommand) {
    const removed = await this.em.transactional(async (tx) => {
      // The row lock orders this against EngageReagent (which locks the row too): no swap can slip in between.
      const reagent = await lockOwnedReagent(tx, reagentId, actorId, CATALOG_MESSAGES.notOwnerRemove);
      const engaged = await tx.execute(`select 1 from reagent_engagements where reagent_id = ? limit 1`, [reagentId]);
      if (engaged.length > 0) throw new ConflictError(CATALOG_MESSAGES.engaged, 'REAGENT_ENGAGED');
      if (!reagent.isAvailable) return false;
      reagent.isAvailable = false;
      reagent.updatedAt = new Date();
      await tx.flush();
      await recordInOutbox(
        tx,
        new ReagentRemoved({ reagentId, ownerId: actorId, reason: 'removed', swapId: null, removedAt: reagent.updatedAt.toISOString() }),
      );
      return true;
    });
    if (removed) this.relay.kick();
    return { message: CATALOG_MESSAGES.removed, reagent: (await loadReagentView(this.em, reagentId, { listedOnly: false }))! };
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { CATALOG_MESSAGES } from '../../domain/reagent-rules.js';
import { lockOwnedReagent, recordOwnerUpdate } from '../../infrastructure/owned-reagent.js';
import { loadReagentView } from '../../queries/reagent.view.js';
import { ReactivateReagentCommand } from './reactivate-reagent.command.js';

@CommandHandler(ReactivateReagentCommand)
export class ReactivateReagentHandler implements ICommandHandler<ReactivateReagentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ actorId, reagentId }: ReactivateReagentCommand) {
    const reactivated = await this.em.transactional(async (tx) => {
      const reagent = await lockOwnedReagent(tx, reagentId, actorId, CATALOG_MESSAGES.notOwnerReactivate);
      if (reagent.swappedInSwapId) throw new ConflictError(CATALOG_MESSAGES.swappedAway, 'REAGENT_SWAPPED_AWAY');
      if (reagent.isAvailable) return false;
      reagent.isAvailable = true;
      await recordOwnerUpdate(tx, reagent, ['available']);
      return true;
    });
    if (reactivated) this.relay.kick();
    return { message: CATALOG_MESSAGES.reactivated, reagent: (await loadReagentView(this.em, reagentId, { listedOnly: false }))! };
  }
}

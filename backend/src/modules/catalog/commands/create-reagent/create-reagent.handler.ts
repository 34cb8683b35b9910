import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordingRefusals, refuseIfRestricted } from '../../../compliance/index.js';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { CATALOG_MESSAGES, validateReagent } from '../../domain/reagent-rules.js';
import { ReagentListed } from '../../events/catalog.events.js';
import { ReagentSchema } from '../../infrastructure/catalog.entities.js';
import { CategoryLookup } from '../../infrastructure/categories.js';
import { ownerLocation } from '../../infrastructure/listed-owner.js';
import { loadReagentView } from '../../queries/reagent.view.js';
import { CreateReagentCommand } from './create-reagent.command.js';

@CommandHandler(CreateReagentCommand)
export class CreateReagentHandler implements ICommandHandler<CreateReagentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ ownerId, input }: CreateReagentCommand) {
    const { draft, problems } = validateReagent(input, { requireCatalogNumber: true });
    const listing = () =>
      this.em.transactional(async (tx) => {
        const category = draft.category ? (await CategoryLookup.load(tx)).find(draft.category) : undefined;
        if (draft.category && !category) problems.push({ field: 'category', message: CATALOG_MESSAGES.unknownCategory });
        if (problems.length > 0) throw new ValidationFailedError(problems);
        await refuseIfRestricted(this.queries, { name: draft.name, casNumber: draft.casNumber });
        const reagent = tx.create(ReagentSchema, {
          ownerId,
          name: draft.name,
          catalogueNumber: draft.catalogNumber,
          categoryId: category!.id,
          description: draft.description,
          amount: draft.amount,
          amountUnit: draft.unit,
          storageConditions: draft.storageConditions,
          numberOfPackages: draft.numberOfPackages,
          expiryDate: draft.expiryDate,
          city: draft.city,
          country: draft.country,
          casNumber: draft.casNumber,
          ghsPictograms: draft.ghsPictograms,
          hazardStatements: draft.hazardStatements,
        });
        await tx.flush();
        const owner = await ownerLocation(tx, ownerId);
        await recordInOutbox(
          tx,
          new ReagentListed({
            reagentId: reagent.id,
            ownerId,
            name: reagent.name,
            categoryId: category!.id,
            categoryName: category!.name,
            city: reagent.city ?? owner.city,
            country: reagent.country ?? owner.country,
            listedAt: reagent.createdAt.toISOString(),
            importId: null,
          }),
        );
        return reagent.id;
      });
    const id = await recordingRefusals(this.commands, { actorId: ownerId, source: 'reagent' }, listing);
    this.relay.kick();
    return (await loadReagentView(this.em, id, { listedOnly: false }))!;
  }
}

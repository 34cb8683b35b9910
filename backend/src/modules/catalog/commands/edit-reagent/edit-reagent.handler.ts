import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordingRefusals, refuseIfRestricted } from '../../../compliance/index.js';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { CATALOG_MESSAGES, validateReagent, type ReagentDraft, type ReagentInput } from '../../domain/reagent-rules.js';
import type { ReagentRecord } from '../../infrastructure/catalog.entities.js';
import { CategoryLookup } from '../../infrastructure/categories.js';
import { lockOwnedReagent, recordOwnerUpdate } from '../../infrastructure/owned-reagent.js';
import { loadReagentView } from '../../queries/reagent.view.js';
import { EditReagentCommand } from './edit-reagent.command.js';

const dateText = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString().slice(0, 10) : ((value as string | null) ?? null);

/** The stored reagent in the form's terms, so untouched fields go through the rules unchanged. */
const currentInput = (r: ReagentRecord): Required<ReagentInput> => ({
  name: r.name,
  catalogNumber: r.catalogueNumber,
  category: r.categoryId,
  description: r.description,
  amount: Number(r.amount),
  unit: r.amountUnit,
  storageConditions: r.storageConditions,
  numberOfPackages: r.numberOfPackages,
  expiryDate: dateText(r.expiryDate),
  city: r.city,
  country: r.country,
  casNumber: r.casNumber,
  ghsPictograms: r.ghsPictograms,
  hazardStatements: r.hazardStatements,
});

const COLUMNS: Record<keyof ReagentDraft, Exclude<keyof ReagentRecord, symbol>> = {
  name: 'name',
  catalogNumber: 'catalogueNumber',
  category: 'categoryId',
  description: 'description',
  amount: 'amount',
  unit: 'amountUnit',
  storageConditions: 'storageConditions',
  numberOfPackages: 'numberOfPackages',
  expiryDate: 'expiryDate',
  city: 'city',
  country: 'country',
  casNumber: 'casNumber',
  ghsPictograms: 'ghsPictograms',
  hazardStatements: 'hazardStatements',
};

/** Field values compare by content: the GHS code lists are arrays (sorted by the rules, so order is stable). */
const sameValue = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join(';') === b.join(';') : a === b);

@CommandHandler(EditReagentCommand)
export class EditReagentHandler implements ICommandHandler<EditReagentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actorId, reagentId, input }: EditReagentCommand) {
    const editing = () =>
      this.em.transactional(async (tx) => {
        const reagent = await lockOwnedReagent(tx, reagentId, actorId, CATALOG_MESSAGES.notOwnerEdit);
        const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        const { draft, problems } = validateReagent({ ...currentInput(reagent), ...given }, { requireCatalogNumber: true });
        const category = draft.category ? (await CategoryLookup.load(tx)).find(draft.category) : undefined;
        if (draft.category && !category) problems.push({ field: 'category', message: CATALOG_MESSAGES.unknownCategory });
        if (problems.length > 0) throw new ValidationFailedError(problems);
        draft.category = category!.id;
        await refuseIfRestricted(this.queries, { name: draft.name, casNumber: draft.casNumber });

        const before = currentInput(reagent);
        const changed = (Object.keys(COLUMNS) as (keyof ReagentDraft)[]).filter((field) => !sameValue(draft[field], before[field]));
        if (changed.length === 0) return false;
        for (const field of changed) (reagent as unknown as Record<string, unknown>)[COLUMNS[field]] = draft[field];
        await recordOwnerUpdate(tx, reagent, changed);
        return true;
      });
    const changedAny = await recordingRefusals(this.commands, { actorId, source: 'reagent' }, editing);
    if (changedAny) this.relay.kick();
    return (await loadReagentView(this.em, reagentId, { listedOnly: false }))!;
  }
}

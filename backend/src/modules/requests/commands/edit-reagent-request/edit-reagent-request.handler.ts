import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordingRefusals, refuseIfRestricted } from '../../../compliance/index.js';
import { inputOf, requestFieldsOf } from '../../infrastructure/apply-request-draft.js';
import { lockOwnRequest } from '../../infrastructure/owned-request.js';
import { RequestCategories } from '../../infrastructure/request-categories.js';
import { GetReagentRequestQuery } from '../../queries/get-reagent-request/get-reagent-request.query.js';
import { EditReagentRequestCommand } from './edit-reagent-request.command.js';

/** Spec §7: updates the edited fields and updated_at; never id, created_at, is_deleted or is_fulfilled. */
@CommandHandler(EditReagentRequestCommand)
export class EditReagentRequestHandler implements ICommandHandler<EditReagentRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: RequestCategories,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actorId, requestId, input }: EditReagentRequestCommand) {
    const editing = () =>
      this.em.transactional(async (tx) => {
        const request = await lockOwnRequest(tx, requestId, actorId);
        const present = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        const { fields } = await requestFieldsOf({ ...inputOf(request), ...present }, this.categories);
        await refuseIfRestricted(this.queries, { name: fields.name, casNumber: fields.casNumber });
        tx.assign(request, fields);
      });
    await recordingRefusals(this.commands, { actorId, source: 'request' }, editing);
    return this.queries.execute(new GetReagentRequestQuery(requestId, actorId));
  }
}

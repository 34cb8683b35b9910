import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { requesterNameOf } from '@reagentswap/contracts';
import { recordingRefusals, refuseIfRestricted } from '../../../compliance/index.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { ReagentRequested } from '../../events/requests.events.js';
import { requestFieldsOf } from '../../infrastructure/apply-request-draft.js';
import { ReagentRequestSchema } from '../../infrastructure/reagent-request.entity.js';
import { RequestCategories } from '../../infrastructure/request-categories.js';
import { GetReagentRequestQuery } from '../../queries/get-reagent-request/get-reagent-request.query.js';
import { CreateReagentRequestCommand } from './create-reagent-request.command.js';

@CommandHandler(CreateReagentRequestCommand)
export class CreateReagentRequestHandler implements ICommandHandler<CreateReagentRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly categories: RequestCategories,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ requesterId, input }: CreateReagentRequestCommand) {
    const id = await recordingRefusals(this.commands, { actorId: requesterId, source: 'request' }, () => this.create(requesterId, input));
    this.relay.kick();
    return this.queries.execute(new GetReagentRequestQuery(id, requesterId));
  }

  private async create(requesterId: string, input: CreateReagentRequestCommand['input']): Promise<string> {
    const { fields, category } = await requestFieldsOf(input, this.categories);
    await refuseIfRestricted(this.queries, { name: fields.name, casNumber: fields.casNumber });
    return this.em.transactional(async (tx) => {
      const request = tx.create(ReagentRequestSchema, { requesterId, ...fields });
      await tx.flush();
      const [member] = await tx.execute<{ username: string | null; display_username: string | null }[]>(
        `select username, display_username from identity.member_directory where user_id = ?`,
        [requesterId],
      );
      // The request and the promise to announce it commit together (design.md §3).
      await recordInOutbox(
        tx,
        new ReagentRequested({
          requestId: request.id,
          requesterId,
          requesterName: requesterNameOf({ displayName: member?.display_username, userName: member?.username }),
          reagentName: request.name,
          categoryId: category?.id ?? null,
          categoryName: category?.name ?? null,
          city: request.city,
          country: request.country,
          requestedAt: request.createdAt.toISOString(),
        }),
      );
      return request.id;
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_CURSOR, MESSAGE_LIMITS, type ConversationPage, type ConversationQuery } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { conversationScope } from '../../infrastructure/conversation-scope.js';
import { markConversationRead } from '../../infrastructure/mark-read.js';
import { requireStanding } from '../../infrastructure/messaging-members.js';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from '../../queries/message.view.js';
import { ReadConversationCommand } from './read-conversation.command.js';

const pageSize = (limit: number | undefined) =>
  Math.min(Math.max(Math.trunc(limit ?? MESSAGE_LIMITS.pageSize), 1), MESSAGE_LIMITS.maxPageSize);

function checkedCursors({ before, after }: ConversationQuery): void {
  if (before !== undefined && after !== undefined) throw ValidationFailedError.of('after', 'Give either before or after, not both');
  for (const [field, cursor] of [
    ['before', before],
    ['after', after],
  ] as const) {
    if (cursor !== undefined && !MESSAGE_CURSOR.test(cursor)) throw ValidationFailedError.of(field, 'Invalid cursor');
  }
}

@CommandHandler(ReadConversationCommand)
export class ReadConversationHandler implements ICommandHandler<ReadConversationCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ viewerId, otherId, query }: ReadConversationCommand): Promise<ConversationPage> {
    checkedCursors(query);
    const standing = await requireStanding(this.em, viewerId, otherId, { reagentId: query.reagentId || null });
    const { reagent } = standing;
    const size = pageSize(query.limit);
    const scope = conversationScope(viewerId, standing.other.id, reagent?.id ?? null);

    // One row more than the page tells whether another follows. With `after`, the oldest newer
    // messages come first (catching up in order), then the page is listed newest first like any other.
    const rows = query.after
      ? await this.em.execute<MessageRow[]>(
          `select ${MESSAGE_COLUMNS} from messages m where ${scope.where} and m.seq > ? order by m.seq asc limit ?`,
          [...scope.params, query.after, size + 1],
        )
      : await this.em.execute<MessageRow[]>(
          `select ${MESSAGE_COLUMNS} from messages m where ${scope.where}${query.before ? ' and m.seq < ?' : ''} order by m.seq desc limit ?`,
          [...scope.params, ...(query.before ? [query.before] : []), size + 1],
        );
    const more = rows.length > size;
    const page = query.after ? rows.slice(0, size).reverse() : rows.slice(0, size);

    const newest = page[0];
    const readNow = new Set(
      newest
        ? await markConversationRead(this.em, {
            readerId: viewerId,
            senderId: standing.other.id,
            reagentId: reagent?.id ?? null,
            upTo: newest.seq,
          })
        : [],
    );
    return {
      items: page.map((row) => toMessageView(readNow.has(row.id) ? { ...row, read: true } : row)),
      nextCursor: !query.after && more ? page[page.length - 1]!.seq : null,
      newerCursor: query.after && more ? newest!.seq : null,
      other: standing.other,
      reagent,
      canMessage: standing.canMessage,
    };
  }
}

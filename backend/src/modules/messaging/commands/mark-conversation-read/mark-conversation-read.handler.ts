import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_CURSOR } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { markConversationRead } from '../../infrastructure/mark-read.js';
import { requireStanding } from '../../infrastructure/messaging-members.js';
import { MarkConversationReadCommand } from './mark-conversation-read.command.js';

@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<MarkConversationReadCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ readerId, otherId, scope }: MarkConversationReadCommand) {
    if (scope.upTo !== undefined && !MESSAGE_CURSOR.test(scope.upTo)) throw ValidationFailedError.of('upTo', 'Invalid cursor');
    const { other, reagent } = await requireStanding(this.em, readerId, otherId, { reagentId: scope.reagentId || null });
    const ids = await markConversationRead(this.em, { readerId, senderId: other.id, reagentId: reagent?.id ?? null, upTo: scope.upTo });
    return { count: ids.length };
  }
}

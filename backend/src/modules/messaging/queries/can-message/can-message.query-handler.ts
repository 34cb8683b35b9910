import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_MESSAGES } from '@reagentswap/contracts';
import { requireStanding } from '../../infrastructure/messaging-members.js';
import { CanMessageQuery } from './can-message.query.js';

@QueryHandler(CanMessageQuery)
export class CanMessageHandler implements IQueryHandler<CanMessageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ senderId, recipientId }: CanMessageQuery) {
    const { canMessage } = await requireStanding(this.em, senderId, recipientId);
    return { canMessage, reason: canMessage ? null : MESSAGE_MESSAGES.cannotMessage };
  }
}

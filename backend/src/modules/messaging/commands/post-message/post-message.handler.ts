import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { MessageSent } from '../../events/messaging.events.js';
import { PostMessageCommand } from './post-message.command.js';

/** Spec §5 "Chat message": non-empty after trimming, at most 5000 characters. */
const MAX_CONTENT = 5000;

@CommandHandler(PostMessageCommand)
export class PostMessageHandler implements ICommandHandler<PostMessageCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: PostMessageCommand) {
    const content = input.content.trim();
    if (content.length === 0) throw ValidationFailedError.of('content', 'Please write a message');
    if (content.length > MAX_CONTENT) throw ValidationFailedError.of('content', `A message can be at most ${MAX_CONTENT} characters`);
    return this.em.transactional(async (tx) => {
      const [row] = await tx.execute<{ id: string; created_at: Date }[]>(
        `insert into messages (sender_id, recipient_id, reagent_id, content, payload) values (?, ?, ?, ?, ?::jsonb) returning id, created_at`,
        [input.senderId, input.recipientId, input.reagentId, content, input.payload ? JSON.stringify(input.payload) : null],
      );
      const createdAt = new Date(row.created_at).toISOString();
      await recordInOutbox(
        tx,
        new MessageSent({
          messageId: row.id,
          senderId: input.senderId,
          recipientId: input.recipientId,
          reagentId: input.reagentId,
          content,
          sentAt: createdAt,
        }),
      );
      return { id: row.id, createdAt };
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { contactMessageProblems, SUPPORT_MESSAGES } from '../../domain/support-rules.js';
import { ContactMessageSubmitted } from '../../events/support.events.js';
import { ContactMessageSchema } from '../../infrastructure/support.entities.js';
import { SubmitContactMessageCommand } from './submit-contact-message.command.js';

/** Stores a Contact Us message and, in the same transaction, the event that mails it. */
@CommandHandler(SubmitContactMessageCommand)
export class SubmitContactMessageHandler implements ICommandHandler<SubmitContactMessageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ input }: SubmitContactMessageCommand) {
    const problems = contactMessageProblems(input);
    if (problems.length > 0) throw new ValidationFailedError(problems);
    await this.em.transactional(async (tx) => {
      const contact = tx.create(ContactMessageSchema, {
        name: input.name!.trim(),
        university: input.university!.trim(),
        email: input.email!.trim(),
        message: input.message!.trim(),
      });
      await tx.flush();
      await recordInOutbox(
        tx,
        new ContactMessageSubmitted({
          messageId: contact.id,
          name: contact.name,
          university: contact.university,
          email: contact.email,
          message: contact.message,
          submittedAt: contact.createdAt.toISOString(),
        }),
      );
    });
    this.relay.kick();
    return { message: SUPPORT_MESSAGES.contactSent };
  }
}

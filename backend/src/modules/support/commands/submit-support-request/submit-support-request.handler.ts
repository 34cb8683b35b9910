import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { ISSUE_TYPES, SUPPORT_MESSAGES, supportRequestProblems, type IssueType } from '../../domain/support-rules.js';
import { SupportRequestSubmitted } from '../../events/support.events.js';
import { SupportRequestSchema } from '../../infrastructure/support.entities.js';
import { SubmitSupportRequestCommand } from './submit-support-request.command.js';

/** Stores a Help Center support request and, in the same transaction, the event that mails it. */
@CommandHandler(SubmitSupportRequestCommand)
export class SubmitSupportRequestHandler implements ICommandHandler<SubmitSupportRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ input }: SubmitSupportRequestCommand) {
    const problems = supportRequestProblems(input);
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const issueType = input.issueType as IssueType;
    await this.em.transactional(async (tx) => {
      const request = tx.create(SupportRequestSchema, {
        name: input.name!.trim(),
        email: input.email!.trim(),
        issueType,
        message: input.message!.trim(),
      });
      await tx.flush();
      await recordInOutbox(
        tx,
        new SupportRequestSubmitted({
          requestId: request.id,
          name: request.name,
          email: request.email,
          issueType,
          issueTypeLabel: ISSUE_TYPES[issueType],
          message: request.message,
          submittedAt: request.createdAt.toISOString(),
        }),
      );
    });
    this.relay.kick();
    return { message: SUPPORT_MESSAGES.supportSubmitted };
  }
}

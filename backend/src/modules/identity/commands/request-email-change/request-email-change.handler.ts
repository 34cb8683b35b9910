import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { emailProblems, PROFILE_MESSAGES } from '../../domain/profile-rules.js';
import { normaliseEmail } from '../../domain/registration-rules.js';
import { EmailChangeRequested } from '../../events/identity.events.js';
import { EmailChangeRequestSchema, ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { EMAIL_CHANGE_TTL_MS, newOneTimeToken } from '../../infrastructure/one-time-token.js';
import { PublicLinks } from '../../infrastructure/public-links.js';
import { EMAIL_TAKEN_MESSAGE } from '../register-user/register-user.handler.js';
import { RequestEmailChangeCommand } from './request-email-change.command.js';

/**
 * Starts an e-mail change: the address changes only when the link sent to the new address is
 * opened (24 h, single use). A newer request replaces any open one.
 */
@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: PublicLinks,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ userId, email }: RequestEmailChangeCommand) {
    const problems = emailProblems(email);
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const newEmail = normaliseEmail(email!);

    const user = await this.em.findOne(UserSchema, { id: userId });
    if (!user) throw new NotFoundError('User not found');
    if (user.email === newEmail)
      throw new ValidationFailedError([{ field: 'email', message: PROFILE_MESSAGES.emailUnchanged }], 'EMAIL_UNCHANGED');
    if (await this.em.count(UserSchema, { email: newEmail })) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    const profile = await this.em.findOneOrFail(ProfileSchema, { userId });

    const token = newOneTimeToken(EMAIL_CHANGE_TTL_MS);
    await this.em.transactional(async (tx) => {
      await tx.execute(
        'update email_change_requests set revoked_at = now() where user_id = ? and consumed_at is null and revoked_at is null',
        [userId],
      );
      tx.create(EmailChangeRequestSchema, { userId, newEmail, tokenHash: token.hash, expiresAt: token.expiresAt });
      await tx.flush();
      await recordInOutbox(
        tx,
        new EmailChangeRequested({
          userId,
          newEmail,
          confirmUrl: this.links.confirmEmail(token.raw),
          displayName: profile.displayUsername || profile.username,
        }),
      );
    });
    this.relay.kick();
    return { message: PROFILE_MESSAGES.emailChangeStarted };
  }
}

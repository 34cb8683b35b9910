import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { assertAccountUsable } from '../../domain/account-access.js';
import { EmailChanged } from '../../events/identity.events.js';
import { EmailChangeRequestSchema, ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { hashOneTimeToken, tokenState } from '../../infrastructure/one-time-token.js';
import { EMAIL_TAKEN_MESSAGE } from '../register-user/register-user.handler.js';
import { ConfirmEmailChangeCommand } from './confirm-email-change.command.js';
import { SessionCache } from '../../infrastructure/session-cache.js';

export const EMAIL_CHANGE_MESSAGES = {
  confirmed: 'Your email address has been updated.',
  invalid: 'This confirmation link is invalid.',
  used: 'This confirmation link has already been used.',
  replaced: 'This confirmation link has been replaced by a newer one. Please use the link in the latest email.',
  expired: 'This confirmation link has expired. Please request the email change again.',
} as const;

/** Applies a pending e-mail change from the link in the confirmation e-mail (public: the link is the credential). */
@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly sessionCache: SessionCache,
  ) {}

  async execute({ token }: ConfirmEmailChangeCommand) {
    const invalid = () =>
      new ValidationFailedError([{ field: 'token', message: EMAIL_CHANGE_MESSAGES.invalid }], 'EMAIL_CHANGE_TOKEN_INVALID');
    if (!token) throw invalid();
    try {
      const email = await this.em.transactional(async (tx) => {
        const request = await tx.findOne(
          EmailChangeRequestSchema,
          { tokenHash: hashOneTimeToken(token) },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!request) throw invalid();
        switch (tokenState(request)) {
          case 'used':
            throw new ConflictError(EMAIL_CHANGE_MESSAGES.used, 'EMAIL_CHANGE_TOKEN_USED');
          case 'replaced':
            throw new ValidationFailedError([{ field: 'token', message: EMAIL_CHANGE_MESSAGES.replaced }], 'EMAIL_CHANGE_TOKEN_REPLACED');
          case 'expired':
            throw new ValidationFailedError([{ field: 'token', message: EMAIL_CHANGE_MESSAGES.expired }], 'EMAIL_CHANGE_TOKEN_EXPIRED');
          case 'usable':
            break;
        }
        const user = await tx.findOneOrFail(UserSchema, { id: request.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        assertAccountUsable(user);
        if (await tx.count(UserSchema, { email: request.newEmail, id: { $ne: user.id } }))
          throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
        const profile = await tx.findOneOrFail(ProfileSchema, { userId: user.id });
        this.sessionCache.changing(user.id);
        const oldEmail = user.email;
        user.email = request.newEmail;
        request.consumedAt = new Date();
        await tx.flush();
        await recordInOutbox(
          tx,
          new EmailChanged({
            userId: user.id,
            oldEmail,
            newEmail: request.newEmail,
            displayName: profile.displayUsername || profile.username,
          }),
        );
        return request.newEmail;
      });
      this.relay.kick();
      return { message: EMAIL_CHANGE_MESSAGES.confirmed, email };
    } catch (error) {
      // Someone registered the address between our check and the update: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
      throw error;
    }
  }
}

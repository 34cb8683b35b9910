import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { emailProblems } from '../../domain/profile-rules.js';
import { normaliseEmail } from '../../domain/registration-rules.js';
import { PasswordResetRequested } from '../../events/identity.events.js';
import { PasswordResetTokenSchema, ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { newOneTimeToken, PASSWORD_RESET_TTL_MS } from '../../infrastructure/one-time-token.js';
import { PublicLinks } from '../../infrastructure/public-links.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a link to reset your password.';

/**
 * Forgot password. The answer is the same whether or not the address belongs to an account, so
 * the form cannot be used to find out who is registered. Approved and pending accounts get a link
 * (1 h, single use, replaces any earlier one); suspended and rejected accounts get nothing.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly links: PublicLinks,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ email }: RequestPasswordResetCommand) {
    const problems = emailProblems(email);
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const user = await this.em.findOne(UserSchema, { email: normaliseEmail(email!) });
    if (user && !user.isDeleted && user.approvalStatus !== 'rejected') {
      const profile = await this.em.findOneOrFail(ProfileSchema, { userId: user.id });
      const token = newOneTimeToken(PASSWORD_RESET_TTL_MS);
      await this.em.transactional(async (tx) => {
        await tx.execute(
          'update password_reset_tokens set revoked_at = now() where user_id = ? and consumed_at is null and revoked_at is null',
          [user.id],
        );
        tx.create(PasswordResetTokenSchema, { userId: user.id, tokenHash: token.hash, expiresAt: token.expiresAt });
        await tx.flush();
        await recordInOutbox(
          tx,
          new PasswordResetRequested({
            userId: user.id,
            email: user.email,
            resetUrl: this.links.resetPassword(token.raw),
            displayName: profile.displayUsername || profile.username,
          }),
        );
      });
      this.relay.kick();
    }
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }
}

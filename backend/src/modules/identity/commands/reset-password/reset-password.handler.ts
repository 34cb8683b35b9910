import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { passwordProblems } from '../../domain/registration-rules.js';
import { PasswordResetTokenSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { hashOneTimeToken, tokenState } from '../../infrastructure/one-time-token.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { endOtherSessions } from '../../infrastructure/revoke-family.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { ResetPasswordCommand } from './reset-password.command.js';
import { SessionCache } from '../../infrastructure/session-cache.js';

export const PASSWORD_RESET_MESSAGES = {
  done: 'Your password has been reset. You can now log in with your new password.',
  invalid: 'This password reset link is invalid.',
  used: 'This password reset link has already been used.',
  replaced: 'This password reset link has been replaced by a newer one. Please use the link in the latest email.',
  expired: 'This password reset link has expired. Please request a new one.',
} as const;

/**
 * Sets a new password from a reset link. The link is checked first (no point fixing a password
 * for a dead link), then the registration password rules apply; every session is signed out.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly relay: OutboxRelay,
    private readonly sessionCache: SessionCache,
  ) {}

  async execute({ input }: ResetPasswordCommand) {
    const tokenProblem = (message: string, code: string) => new ValidationFailedError([{ field: 'token', message }], code);
    const invalid = () => tokenProblem(PASSWORD_RESET_MESSAGES.invalid, 'RESET_TOKEN_INVALID');
    if (!input.token) throw invalid();
    const tokenHash = hashOneTimeToken(input.token);

    const endedSessions = await this.em.transactional(async (tx) => {
      const token = await tx.findOne(PasswordResetTokenSchema, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!token) throw invalid();
      switch (tokenState(token)) {
        case 'used':
          throw new ConflictError(PASSWORD_RESET_MESSAGES.used, 'RESET_TOKEN_USED');
        case 'replaced':
          throw tokenProblem(PASSWORD_RESET_MESSAGES.replaced, 'RESET_TOKEN_REPLACED');
        case 'expired':
          throw tokenProblem(PASSWORD_RESET_MESSAGES.expired, 'RESET_TOKEN_EXPIRED');
        case 'usable':
          break;
      }
      const user = await tx.findOneOrFail(UserSchema, { id: token.userId });
      // The account was suspended or rejected after the link was sent.
      if (user.isDeleted || user.approvalStatus === 'rejected') throw invalid();
      const problems = passwordProblems(input.password, input.confirmPassword);
      if (problems.length > 0) throw new ValidationFailedError(problems);

      this.sessionCache.changing(user.id);
      user.passwordHash = await this.hasher.hash(input.password!);
      token.consumedAt = new Date();
      await tx.flush();
      await tx.execute(
        'update password_reset_tokens set revoked_at = now() where user_id = ? and consumed_at is null and revoked_at is null',
        [user.id],
      );
      return endOtherSessions(tx, user.id);
    });
    // Every session's sockets close when its SessionEnded is relayed: now, not at the next poll.
    if (endedSessions) this.relay.kick();
    return { message: PASSWORD_RESET_MESSAGES.done };
  }
}

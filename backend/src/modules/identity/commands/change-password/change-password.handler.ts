import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { changePasswordProblems, PROFILE_MESSAGES } from '../../domain/profile-rules.js';
import { UserSchema } from '../../infrastructure/identity.entities.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { endOtherSessions } from '../../infrastructure/revoke-family.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { ChangePasswordCommand } from './change-password.command.js';
import { SessionCache } from '../../infrastructure/session-cache.js';

/**
 * The Security tab. The current password is required (a stolen session alone cannot take the
 * account over); the new one follows the settings form's rule (at least 6 characters, spec §5).
 * Every other session of the member is signed out; this device stays signed in.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly relay: OutboxRelay,
    private readonly sessionCache: SessionCache,
  ) {}

  async execute({ userId, currentSessionId, input }: ChangePasswordCommand) {
    const problems = changePasswordProblems(input);
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const user = await this.em.findOne(UserSchema, { id: userId });
    if (!user) throw new NotFoundError('User not found');
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword!))) {
      throw new ValidationFailedError(
        [{ field: 'currentPassword', message: PROFILE_MESSAGES.currentPasswordIncorrect }],
        'CURRENT_PASSWORD_INCORRECT',
      );
    }
    const passwordHash = await this.hasher.hash(input.newPassword!);
    const endedOthers = await this.em.transactional(async (tx) => {
      this.sessionCache.changing(userId);
      await tx.execute('update users set password_hash = ?, updated_at = now() where id = ?', [passwordHash, userId]);
      const ended = await endOtherSessions(tx, userId, currentSessionId);
      // A reset link requested before the change must not undo it.
      await tx.execute(
        'update password_reset_tokens set revoked_at = now() where user_id = ? and consumed_at is null and revoked_at is null',
        [userId],
      );
      return ended;
    });
    // The other sessions' sockets close when their SessionEnded is relayed: now, not at the next poll.
    if (endedOthers) this.relay.kick();
    return { message: PROFILE_MESSAGES.passwordUpdated };
  }
}

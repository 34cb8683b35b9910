import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnauthorizedError, ValidationFailedError, type FieldError } from '../../../../shared/errors/domain-error.js';
import { assertAccountUsable } from '../../domain/account-access.js';
import { normaliseEmail } from '../../domain/registration-rules.js';
import { SESSION_MESSAGES, type SessionResult } from '../../domain/session.js';
import { UserSchema } from '../../infrastructure/identity.entities.js';
import { PasswordHasher } from '../../infrastructure/password-hasher.js';
import { SessionIssuer } from '../../infrastructure/session-issuer.js';
import { SignInLockout } from '../../infrastructure/sign-in-lockout.js';
import { SignInCommand } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly lockout: SignInLockout,
  ) {}

  async execute({ email, password, deviceToken }: SignInCommand): Promise<SessionResult> {
    const problems: FieldError[] = [];
    if (!email?.trim()) problems.push({ field: 'email', message: 'Email is required' });
    if (!password?.trim()) problems.push({ field: 'password', message: 'Password is required' });
    if (problems.length > 0) throw new ValidationFailedError(problems);

    const attempt = await this.lockout.begin(normaliseEmail(email), deviceToken);
    const user = await this.em.findOne(UserSchema, { email: normaliseEmail(email) });
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !valid) {
      await attempt.failed();
      throw new UnauthorizedError(SESSION_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    // The attempt was counted before the check; the right password takes it back.
    await attempt.succeeded();
    // Status is revealed only to someone who knows the password.
    assertAccountUsable(user);

    const session = this.sessions.issue(this.em, user, randomUUID());
    await this.em.flush();
    return session;
  }
}

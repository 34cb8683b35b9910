import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { UnauthorizedError } from '../../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { assertAccountUsable } from '../../domain/account-access.js';
import { SESSION_MESSAGES, type SessionResult } from '../../domain/session.js';
import { RefreshTokenSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { SessionIssuer } from '../../infrastructure/session-issuer.js';
import { TokenService } from '../../infrastructure/token.service.js';
import { endSession, revokeFamily } from '../../infrastructure/revoke-family.js';
import { RefreshSessionCommand } from './refresh-session.command.js';
import { SessionCache } from '../../infrastructure/session-cache.js';

/**
 * Rotates a refresh token: the presented one is revoked and replaced. Presenting a token that was
 * already rotated means it leaked (or was replayed): the whole family is revoked.
 */
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionIssuer,
    private readonly relay: OutboxRelay,
    private readonly sessionCache: SessionCache,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<SessionResult> {
    const expired = () => new UnauthorizedError(SESSION_MESSAGES.sessionExpired, 'SESSION_EXPIRED');
    if (!refreshToken) throw expired();
    const hash = TokenService.hashRefreshToken(refreshToken);

    const outcome = await this.em.transactional(async (tx) => {
      const found = await tx.findOne(RefreshTokenSchema, { tokenHash: hash }, { fields: ['userId'] });
      if (!found) return { error: expired() };
      // Locks in the same order as every other writer (the account, then its tokens): suspension,
      // password change and reset lock the user row before revoking tokens, so a refresh racing
      // them waits instead of deadlocking, then sees the account as they left it.
      const user = await tx.findOneOrFail(UserSchema, { id: found.userId }, { lockMode: LockMode.PESSIMISTIC_READ });
      const token = await tx.findOneOrFail(
        RefreshTokenSchema,
        { tokenHash: hash },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      // Account status first: a session ended by a suspension (which revokes every token) must
      // tell the browser why, not look like an expired or stolen session.
      try {
        assertAccountUsable(user);
      } catch (error) {
        this.sessionCache.changing(token.userId);
        await revokeFamily(tx, token.familyId);
        return { error: error as Error };
      }
      if (token.revokedAt) {
        this.sessionCache.changing(token.userId);
        // Ended like a sign-out (SessionEnded): whoever holds the session, thief or owner, loses its sockets too.
        const ended = await endSession(tx, token.userId, token.familyId);
        return { error: new UnauthorizedError(SESSION_MESSAGES.sessionExpired, 'REFRESH_TOKEN_REUSED'), ended };
      }
      if (token.expiresAt.getTime() <= Date.now()) return { error: expired() };
      const session = this.sessions.issue(tx, user, token.familyId);
      token.revokedAt = new Date();
      token.replacedBy = session.refreshTokenId;
      await tx.flush();
      return { session };
    });
    // Revocations above must commit even though the caller gets an error.
    if ('ended' in outcome && outcome.ended) this.relay.kick();
    if ('error' in outcome) throw outcome.error;
    return outcome.session;
  }
}

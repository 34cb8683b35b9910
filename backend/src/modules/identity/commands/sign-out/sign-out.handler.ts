import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { RefreshTokenSchema } from '../../infrastructure/identity.entities.js';
import { endSession } from '../../infrastructure/revoke-family.js';
import { TokenService } from '../../infrastructure/token.service.js';
import { SignOutCommand } from './sign-out.command.js';
import { SessionCache } from '../../infrastructure/session-cache.js';

/**
 * Ends this device's session(s): each refresh token family is revoked and SessionEnded recorded,
 * so its access tokens are refused at once and its open sockets close on every instance.
 * Idempotent: a session that already ended is left as it is.
 */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly sessionCache: SessionCache,
  ) {}

  async execute({ refreshToken, accessSession }: SignOutCommand): Promise<void> {
    const sessions = await this.sessionsOf(refreshToken, accessSession);
    if (sessions.length === 0) return;
    const ended = await this.em.transactional(async (tx) => {
      let any = false;
      for (const { userId, sessionId } of sessions) {
        // Waits for a refresh of this account that is under way (it holds the account row in share
        // mode), so the token that refresh issues is revoked too instead of outliving the sign-out.
        await tx.execute('select id from users where id = ? for no key update', [userId]);
        this.sessionCache.changing(userId);
        any = (await endSession(tx, userId, sessionId)) || any;
      }
      return any;
    });
    // The sockets close when SessionEnded is relayed: now, not at the relay's next poll.
    if (ended) this.relay.kick();
  }

  /** The distinct sessions named, in account order (two accounts' rows are always locked in one order). */
  private async sessionsOf(refreshToken: string | undefined, accessSession: SignOutCommand['accessSession']) {
    const sessions = new Map<string, { userId: string; sessionId: string }>();
    if (refreshToken) {
      const token = await this.em.findOne(RefreshTokenSchema, { tokenHash: TokenService.hashRefreshToken(refreshToken) });
      if (token) sessions.set(token.familyId, { userId: token.userId, sessionId: token.familyId });
    }
    if (accessSession) sessions.set(accessSession.sessionId, accessSession);
    return [...sessions.values()].sort((a, b) => a.userId.localeCompare(b.userId));
  }
}

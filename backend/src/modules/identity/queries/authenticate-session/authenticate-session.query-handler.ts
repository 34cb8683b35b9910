import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../../../shared/database/prepared-query.js';
import type { AuthenticatedUser } from '../../../../shared/auth/auth.decorators.js';
import { UnauthorizedError } from '../../../../shared/errors/domain-error.js';
import { assertAccountUsable } from '../../domain/account-access.js';
import { SESSION_MESSAGES } from '../../domain/session.js';
import type { ApprovalStatus } from '../../infrastructure/identity.entities.js';
import { SessionCache } from '../../infrastructure/session-cache.js';
import { AuthenticateSessionQuery } from './authenticate-session.query.js';

interface Row {
  id: string;
  email: string;
  is_admin: boolean;
  approval_status: ApprovalStatus;
  is_deleted: boolean;
  session_live: boolean;
}

/**
 * No statement for a session SessionCache accepted before; else one. A session is live while its refresh family has an unrevoked token:
 * rotation revokes one and inserts the next in one transaction, while sign-out, reuse detection,
 * a password change (other sessions), a reset and a suspension revoke the whole family.
 * The partial index refresh_tokens_live_family keeps the lookup to one index entry.
 */
@QueryHandler(AuthenticateSessionQuery)
export class AuthenticateSessionHandler implements IQueryHandler<AuthenticateSessionQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionCache,
  ) {}

  execute({ userId, sessionId, fromDatabase }: AuthenticateSessionQuery): Promise<AuthenticatedUser | undefined> {
    if (fromDatabase) return this.load(userId, sessionId);
    return this.sessions.lookup(userId, sessionId, () => this.load(userId, sessionId));
  }

  private async load(userId: string, sessionId: string): Promise<AuthenticatedUser | undefined> {
    const [row] = await preparedQuery<Row>(
      this.em,
      `select u.id, u.email, u.is_admin, u.approval_status, u.is_deleted,
              exists (select 1 from refresh_tokens t
                       where t.family_id = ? and t.user_id = u.id and t.revoked_at is null) as session_live
         from users u
        where u.id = ?`,
      [sessionId, userId],
    );
    if (!row) return undefined;
    // The account's state first: a suspension also ends every session, and must say why.
    assertAccountUsable({ approvalStatus: row.approval_status, isDeleted: row.is_deleted });
    if (!row.session_live) throw new UnauthorizedError(SESSION_MESSAGES.sessionExpired, 'SESSION_ENDED');
    return { id: row.id, email: row.email, isAdmin: row.is_admin };
  }
}

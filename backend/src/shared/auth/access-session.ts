import type { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from './auth.decorators.js';

/** The session (refresh-token family) an access token belongs to, and when that token expires. */
export interface AccessSession {
  id: string;
  expiresAt: Date;
}

/**
 * Builds the accounts owner's query for "may this account act in this session right now?". Shared
 * code may not import a module, so the composition root supplies it (identity's public query).
 * The query answers the user, `undefined` when the account does not exist, and throws the domain
 * error to answer when it may not act (suspended, pending, rejected: 403; session ended: 401).
 */
export type SessionQueryFactory = (userId: string, sessionId: string) => Query<AuthenticatedUser | undefined>;

export const SESSION_QUERY = Symbol('auth:sessionQuery');

import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/auth/auth.decorators.js';

/**
 * Asked by the authentication guard and the socket handshake on every request: may this account
 * act, in this session, right now? Answers the user (admin flag from the database), `undefined`
 * for an unknown account; throws 403 for a suspended, pending or rejected account and 401
 * SESSION_ENDED once the session was signed out or its refresh family revoked. Acceptances come
 * from identity's SessionCache when it holds them; `fromDatabase` reads the database regardless
 * (the sockets' periodic re-check, a backstop that must not share the cache's assumptions).
 */
export class AuthenticateSessionQuery extends Query<AuthenticatedUser | undefined> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly fromDatabase = false,
  ) {
    super();
  }
}

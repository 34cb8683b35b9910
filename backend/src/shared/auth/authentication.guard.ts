import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { WsException } from '@nestjs/websockets';
import { DomainError, ForbiddenError, UnauthorizedError } from '../errors/domain-error.js';
import type { AccessSession } from './access-session.js';
import { AccessTokenStrategy } from './access-token.strategy.js';
import { IS_ADMIN_ONLY, IS_PUBLIC, UNAUTHENTICATED_MESSAGE, type AuthenticatedUser } from './auth.decorators.js';
import { socketAuthOf, type HandshakeSocket } from './socket-authenticator.js';

export const ADMIN_REQUIRED_MESSAGE = "You don't have admin permissions to access this page.";

type Targets = Parameters<Reflector['getAllAndOverride']>[1];

/**
 * The global guard: every route needs a valid access token of a live session unless marked
 * @Public(). The account and session are checked on every request (identity answers from its
 * session cache, which the database's change notifications keep exact), so a suspension, a
 * sign-out or a revoked refresh family takes effect at once, not when the token expires; admin
 * rights come from the database too, never from the token. Socket messages were authenticated at the handshake.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: AccessTokenStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const type = context.getType();
    if (type === 'http') return this.authenticateRequest(context, targets);
    if (type === 'ws') return this.checkSocket(context, targets);
    return false; // no other transport is exposed: refuse rather than wave through
  }

  private async authenticateRequest(context: ExecutionContext, targets: Targets): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<{ headers: { authorization?: string }; user?: AuthenticatedUser; authInfo?: AccessSession }>();
    const verdict = await this.strategy.check(request);
    if (verdict.kind === 'refused') {
      throw new UnauthorizedError(this.reflector.getAllAndOverride<string | undefined>(UNAUTHENTICATED_MESSAGE, targets));
    }
    this.assertAdminIfRequired(verdict.user, targets);
    request.user = verdict.user;
    request.authInfo = verdict.session;
    return true;
  }

  /** Every namespace refuses unauthenticated handshakes (AuthenticatedIoAdapter); this holds if that ever changes. */
  private checkSocket(context: ExecutionContext, targets: Targets): boolean {
    const auth = socketAuthOf(context.switchToWs().getClient<HandshakeSocket>());
    try {
      if (!auth) throw new UnauthorizedError();
      this.assertAdminIfRequired(auth.user, targets);
    } catch (error) {
      // Socket clients get an 'exception' event; the problem-details filter answers HTTP only.
      if (error instanceof DomainError) throw new WsException({ status: error.status, code: error.code, message: error.message });
      throw error;
    }
    return true;
  }

  private assertAdminIfRequired(user: AuthenticatedUser, targets: Targets): void {
    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !user.isAdmin) {
      throw new ForbiddenError(ADMIN_REQUIRED_MESSAGE, 'ADMIN_REQUIRED');
    }
  }
}

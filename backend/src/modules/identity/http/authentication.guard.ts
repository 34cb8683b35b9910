import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { IS_ADMIN_ONLY, IS_PUBLIC, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { ForbiddenError, UnauthorizedError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import { assertAccountUsable } from '../domain/account-access.js';
import { UserSchema } from '../infrastructure/identity.entities.js';
import { TokenService } from '../infrastructure/token.service.js';
import { SESSION_ID, UNAUTHENTICATED_MESSAGE } from './session.decorators.js';

export const ADMIN_REQUIRED_MESSAGE = "You don't have admin permissions to access this page.";

/**
 * The global guard: every route needs a valid access token unless marked @Public(). The account
 * is re-read on every request, so a suspension or rejection takes effect at once, not when the
 * token expires; admin rights are read from the database too, never trusted from the token.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly em: EntityManager,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const claims = token ? this.tokens.verifyAccessToken(token) : undefined;
    const signedOut = () =>
      new UnauthorizedError(
        this.reflector.getAllAndOverride<string>(UNAUTHENTICATED_MESSAGE, targets) ?? 'You must be logged in',
        'UNAUTHORIZED',
      );
    if (!claims || !isUuid(claims.sub)) throw signedOut();

    const account = await this.em.findOne(
      UserSchema,
      { id: claims.sub },
      { fields: ['id', 'email', 'isAdmin', 'approvalStatus', 'isDeleted'] },
    );
    if (!account) throw signedOut();
    assertAccountUsable(account);

    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !account.isAdmin) {
      throw new ForbiddenError(ADMIN_REQUIRED_MESSAGE, 'ADMIN_REQUIRED');
    }
    request.user = { id: account.id, email: account.email, isAdmin: account.isAdmin };
    (request as unknown as Record<string, unknown>)[SESSION_ID] = isUuid(claims.sid) ? claims.sid : undefined;
    return true;
  }
}

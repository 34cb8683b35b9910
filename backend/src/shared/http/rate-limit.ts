import { Inject, Injectable, SetMetadata, applyDecorators, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuthenticatedUser } from '../auth/auth.decorators.js';
import { TooManyRequestsError } from '../errors/domain-error.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store.js';

export { TooManyRequestsError };
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const RATE_LIMIT = 'http:rateLimit';
const WINDOW_MS = 60_000;

export type RateLimitName = 'auth' | 'form' | 'write';

/**
 * Fixed one-minute windows per client and route, counted in the shared store (Redis when
 * configured), so several instances together allow the limit once, not once each. The problem
 * details filter adds `Retry-After`.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const window = await this.store.hit(`${name}:${this.clientOf(name, request)}:${request.route?.path ?? request.path}`, WINDOW_MS);
    if (window.count > this.limitOf(name)) throw new TooManyRequestsError(TOO_MANY_REQUESTS_MESSAGE, window.resetInMs);
    return true;
  }

  private limitOf(name: RateLimitName): number {
    if (name === 'auth') return this.config.AUTH_RATE_LIMIT_PER_MINUTE;
    if (name === 'form') return this.config.FORM_RATE_LIMIT_PER_MINUTE;
    return this.config.WRITE_RATE_LIMIT_PER_MINUTE;
  }

  /** Writes need a member, counted per account: a lab behind one NAT address is many members. */
  private clientOf(name: RateLimitName, request: Request & { user?: AuthenticatedUser }): string {
    return name === 'write' && request.user ? `account:${request.user.id}` : (request.ip ?? 'unknown');
  }
}

/** Applies one named rate limit (configured per minute in the environment) to a route. */
export const RateLimited = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));

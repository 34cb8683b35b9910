import { Inject, Injectable, SetMetadata, applyDecorators, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DomainError } from '../errors/domain-error.js';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const RATE_LIMIT = 'http:rateLimit';
const WINDOW_MS = 60_000;

export type RateLimitName = 'auth' | 'form';

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS_MESSAGE, 'RATE_LIMITED');
  }
}

/**
 * Fixed one-minute windows per client address and route. Kept in process memory: with several
 * instances each enforces its own window, which bounds abuse well enough for sign-in and forms.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const limit = name === 'auth' ? this.config.AUTH_RATE_LIMIT_PER_MINUTE : this.config.FORM_RATE_LIMIT_PER_MINUTE;
    const request = context.switchToHttp().getRequest<Request>();
    const key = `${name}:${request.ip}:${request.route?.path ?? request.path}`;
    const now = Date.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
      return true;
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.ceil((window.resetAt - now) / 1000);
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw new TooManyRequestsError(retryAfter);
    }
    return true;
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Applies one named rate limit (configured per minute in the environment) to a route. */
export const RateLimited = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));

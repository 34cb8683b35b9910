import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isUuid } from '../kernel/uuid.js';
import { SESSION_QUERY, type AccessSession, type SessionQueryFactory } from './access-session.js';
import type { AuthenticatedUser } from './auth.decorators.js';

export const ACCESS_TOKEN_STRATEGY = 'jwt';

/** Why a request carries no usable access token (the account was not even looked up). */
export type TokenRefusal = 'missing' | 'invalid' | 'expired';

export type AccessTokenVerdict =
  { kind: 'authenticated'; user: AuthenticatedUser; session: AccessSession } | { kind: 'refused'; reason: TokenRefusal };

interface AccessTokenPayload {
  sub?: unknown;
  sid?: unknown;
  exp?: unknown;
}

/** Anything passport-jwt can read a bearer token from: an HTTP request, or a socket's handshake. */
export interface BearerCarrier {
  headers: { authorization?: string };
}

/**
 * The access-token strategy (passport-jwt: HS256 signature and expiry), followed by the account
 * and session check of the accounts owner (a statement only when its session cache misses). HTTP requests (the global
 * guard) and socket handshakes both go through `check`, so they cannot drift apart.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  declare private authenticator: passport.Authenticator;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly queries: QueryBus,
    @Inject(SESSION_QUERY) private readonly sessionQuery: SessionQueryFactory,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: signingSecret(config), algorithms: ['HS256'] });
  }

  /**
   * Called by the PassportStrategy mixin to register this strategy. Passport's default registry is
   * process-wide: the strategy of the last app built in a process would then answer for every app
   * in it (tests build several), with that app's database. Each strategy keeps its own instead.
   */
  getPassportInstance(): passport.Authenticator {
    return (this.authenticator ??= new passport.Authenticator());
  }

  /** Passport calls this once the signature and expiry hold; the second element becomes `authInfo`. */
  async validate(payload: AccessTokenPayload): Promise<[AuthenticatedUser, AccessSession] | false> {
    const { sub, sid, exp } = payload;
    // Every access token we issue names its session: one without cannot be checked, so it is refused.
    if (!isUuid(sub) || !isUuid(sid) || typeof exp !== 'number') return false;
    const user = await this.queries.execute(this.sessionQuery(sub, sid));
    return user ? [user, { id: sid, expiresAt: new Date(exp * 1000) }] : false;
  }

  /** Runs a request through passport with this strategy. Rejects with the accounts owner's refusal (403, 401). */
  check(request: BearerCarrier): Promise<AccessTokenVerdict> {
    return new Promise((resolve, reject) => {
      const authenticate = this.authenticator.authenticate(
        ACCESS_TOKEN_STRATEGY,
        { session: false },
        (error: unknown, user: AuthenticatedUser | false, info: unknown) => {
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else if (user) resolve({ kind: 'authenticated', user, session: info as AccessSession });
          else resolve({ kind: 'refused', reason: refusalOf(info) });
        },
      ) as (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
      authenticate(request, {}, (error) => reject(error instanceof Error ? error : new Error(String(error))));
    });
  }
}

/**
 * A secret KeyObject, not the string: given a string, jsonwebtoken first tries to read it as a
 * public key on every verification and catches the failure — 18 % of a browse request's CPU in
 * the catalog bench (docs/benchmarks.md).
 */
function signingSecret({ JWT_SECRET }: AppConfig): string {
  if (!JWT_SECRET) throw new Error('JWT_SECRET must be resolved before the app starts');
  // passport-jwt's types predate KeyObject; jsonwebtoken (which it calls) accepts one for HS256.
  return createSecretKey(Buffer.from(JWT_SECRET, 'utf8')) as unknown as string;
}

/** passport-jwt fails with `Error('No auth token')`, a TokenExpiredError, or another jsonwebtoken error. */
function refusalOf(info: unknown): TokenRefusal {
  if (info instanceof Error && info.name === 'TokenExpiredError') return 'expired';
  if (info instanceof Error && info.message === 'No auth token') return 'missing';
  return 'invalid';
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { isUuid } from '../../../shared/kernel/uuid.js';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  admin: boolean;
  /** The session (refresh-token family) this access token belongs to. */
  sid?: string;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresAt: string;
}

export interface NewRefreshToken {
  raw: string;
  hash: string;
  id: string;
  expiresAt: Date;
}

/** Short-lived access JWTs and opaque refresh tokens (stored only as SHA-256 hashes). */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issueAccessToken(claims: AccessTokenClaims): IssuedAccessToken {
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS;
    const accessToken = this.jwt.sign(claims, { expiresIn: ttl });
    return { accessToken, expiresAt: new Date(Date.now() + ttl * 1000).toISOString() };
  }

  /**
   * The session a bearer token names (`sub`, `sid`), when its signature holds and it has not
   * expired; undefined otherwise. Whether the session is still live is not asked: for sign-out.
   */
  sessionOfBearer(authorization: string | undefined): { userId: string; sessionId: string } | undefined {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return undefined;
    try {
      const { sub, sid } = this.jwt.verify<Partial<AccessTokenClaims>>(token);
      return isUuid(sub) && isUuid(sid) ? { userId: sub, sessionId: sid } : undefined;
    } catch {
      return undefined; // bad signature, expired, not a JWT: it names no session
    }
  }

  newRefreshToken(): NewRefreshToken {
    const raw = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    return { raw, hash: TokenService.hashRefreshToken(raw), id: randomUUID(), expiresAt };
  }

  static hashRefreshToken(raw: string): string {
    return createHash('sha256').update(raw).digest('hex');
  }
}

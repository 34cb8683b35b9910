import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionResult } from '../domain/session.js';
import { RefreshTokenSchema, type UserRecord } from './identity.entities.js';
import { TokenService } from './token.service.js';

/** Issues an access token and a refresh token in a (new or continuing) token family. */
@Injectable()
export class SessionIssuer {
  constructor(private readonly tokens: TokenService) {}

  issue(em: EntityManager, user: UserRecord, familyId: string): SessionResult & { refreshTokenId: string } {
    const refresh = this.tokens.newRefreshToken();
    em.create(RefreshTokenSchema, { id: refresh.id, userId: user.id, familyId, tokenHash: refresh.hash, expiresAt: refresh.expiresAt });
    const access = this.tokens.issueAccessToken({ sub: user.id, email: user.email, admin: user.isAdmin, sid: familyId });
    return { ...access, refreshToken: refresh.raw, refreshExpiresAt: refresh.expiresAt, userId: user.id, refreshTokenId: refresh.id };
  }
}

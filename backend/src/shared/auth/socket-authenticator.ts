import { Injectable, Logger } from '@nestjs/common';
import { DomainError, UnauthorizedError } from '../errors/domain-error.js';
import type { AccessSession } from './access-session.js';
import { AccessTokenStrategy, type TokenRefusal } from './access-token.strategy.js';
import type { AuthenticatedUser } from './auth.decorators.js';

/** What an accepted socket carries (`socket.data.auth`). */
export interface SocketAuth {
  user: AuthenticatedUser;
  /** The session and the access token's expiry: a gateway re-checks or disconnects when it passes. */
  session: AccessSession;
}

/** The room every socket of one user joins at the handshake: emit to it to reach all their tabs and devices. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * The parts of a socket.io socket the handshake check uses. Typed by shape: @nestjs/platform-socket.io
 * pins its own copy of socket.io, whose types are not the root copy's.
 */
export interface HandshakeSocket {
  handshake: { auth?: unknown; headers: { authorization?: string } };
  data: unknown;
  join(room: string): unknown;
}

export const socketAuthOf = (socket: Pick<HandshakeSocket, 'data'>): SocketAuth | undefined =>
  (socket.data as { auth?: SocketAuth } | undefined)?.auth;

/**
 * The error a refused handshake gives the client (socket.io `connect_error`): `message`, and
 * `data` with the HTTP-like status and a stable code, e.g. ACCESS_TOKEN_EXPIRED (refresh the
 * token, then reconnect), SESSION_ENDED or ACCOUNT_SUSPENDED (sign out).
 */
export class HandshakeRefusedError extends Error {
  readonly data: { status: number; code: string };
  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'HandshakeRefusedError';
    this.data = { status, code };
  }

  static of(error: DomainError): HandshakeRefusedError {
    return new HandshakeRefusedError(error.message, error.status, error.code);
  }
}

const TOKEN_REFUSALS: Record<TokenRefusal, UnauthorizedError> = {
  missing: new UnauthorizedError(),
  invalid: new UnauthorizedError(undefined, 'INVALID_ACCESS_TOKEN'),
  expired: new UnauthorizedError('Your access token has expired. Refresh it and reconnect.', 'ACCESS_TOKEN_EXPIRED'),
};

/**
 * The socket.io handshake check, the same as the HTTP guard's (AccessTokenStrategy): the access
 * token comes from the handshake's `auth.token` (browsers) or its Authorization header (other
 * clients). Accepted sockets carry the user and session and join the user's room.
 */
@Injectable()
export class SocketAuthenticator {
  private readonly logger = new Logger(SocketAuthenticator.name);

  constructor(private readonly strategy: AccessTokenStrategy) {}

  /** socket.io middleware; installed on every namespace by AuthenticatedIoAdapter. */
  readonly middleware = (socket: HandshakeSocket, next: (error?: Error) => void): void => {
    this.authenticate(tokenOf(socket)).then(
      async (auth) => {
        socket.data = { ...(socket.data as object | undefined), auth };
        await socket.join(userRoom(auth.user.id));
        next();
      },
      (error: unknown) => next(this.refusal(error)),
    );
  };

  /**
   * Checks a token for a socket: at the handshake, or later when a client sends a fresh token
   * before the current one expires. Rejects with a HandshakeRefusedError.
   */
  async authenticate(token: string | undefined): Promise<SocketAuth> {
    const verdict = await this.strategy.check({ headers: { authorization: token ? `Bearer ${token}` : undefined } });
    if (verdict.kind === 'refused') throw HandshakeRefusedError.of(TOKEN_REFUSALS[verdict.reason]);
    return { user: verdict.user, session: verdict.session };
  }

  /**
   * For a connected socket whose token is about to expire: checks the fresh token the client sent
   * (same user; a new session is fine after a re-login) and moves the socket's expiry forward.
   */
  async reauthenticate(socket: HandshakeSocket, token: string): Promise<SocketAuth> {
    const current = socketAuthOf(socket);
    const fresh = await this.authenticate(token).catch((error: unknown) => Promise.reject(this.refusal(error)));
    if (!current || current.user.id !== fresh.user.id) {
      throw new HandshakeRefusedError('This token belongs to another account', 403, 'ACCOUNT_MISMATCH');
    }
    socket.data = { ...(socket.data as object), auth: fresh };
    return fresh;
  }

  private refusal(error: unknown): HandshakeRefusedError {
    if (error instanceof HandshakeRefusedError) return error;
    if (error instanceof DomainError) return HandshakeRefusedError.of(error);
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return new HandshakeRefusedError('An unexpected error occurred', 500, 'INTERNAL');
  }
}

function tokenOf(socket: HandshakeSocket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

import { Logger } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { SESSION_END_CODES, type SessionEndCode, type SessionEndedPush } from '@reagentswap/contracts';
import { socketAuthOf } from '../../../shared/auth/socket-authenticator.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { AuthenticateSessionQuery } from '../../identity/index.js';
import type { RealtimeServer, RealtimeSocket } from '../push/realtime-server.js';
import { endSocket } from './socket-expiry.js';

/** How often this instance re-checks the sessions of its sockets (HTTP checks on every request). */
export const SESSION_RECHECK_MS = 30_000;

/**
 * The pass is spread over the interval: one slice of the sessions at a time, every session once per
 * SESSION_RECHECK_MS. In one pass, 1,000 sockets' checks ran back to back every 30 s and held the
 * event loop and the pool for a burst that delayed every message sent meanwhile (ADR 0038: lag
 * clusters of 100–140 ms at the pass); a thirtieth of them each second is not seen.
 */
export const SESSION_RECHECK_SLICES = 30;

/** The slice a session is checked in: from its id's last hex digits (session ids are UUIDs, evenly spread). */
export const recheckSliceOf = (sessionId: string): number => (Number.parseInt(sessionId.slice(-4), 16) || 0) % SESSION_RECHECK_SLICES;

const endCodeOf = (code: string): SessionEndCode =>
  (SESSION_END_CODES as readonly string[]).includes(code) ? (code as SessionEndCode) : 'UNAUTHORIZED';

/**
 * A socket outlives the request that opened it, so a sign-out, a revoked refresh family or a
 * suspension must reach it too: every SESSION_RECHECK_MS this instance asks identity, once per
 * session, whether each session of its own sockets still holds (the HTTP guard's query, read from
 * the database rather than identity's session cache: a backstop shares no assumption with it),
 * and closes the sockets of those that do not. Sign-outs and suspensions close sockets at once
 * (CloseEndedSessionSocketsHandler, EndSuspendedMemberSocketsHandler); this pass is the backstop
 * for what publishes no event (a password change or reset) or a delivery that failed.
 */
export class SessionWatch {
  private readonly logger = new Logger(SessionWatch.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly queries: QueryBus,
    private readonly orm: MikroORM,
  ) {}

  start(server: RealtimeServer): void {
    let tick = 0;
    this.timer = setInterval(() => void this.recheck(server, tick++ % SESSION_RECHECK_SLICES), SESSION_RECHECK_MS / SESSION_RECHECK_SLICES);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** A pass over this instance's sockets, or over one slice of them; resolves when every session in it was checked. */
  async recheck(server: RealtimeServer, slice?: number): Promise<void> {
    const bySession = new Map<string, RealtimeSocket[]>();
    for (const socket of server.of('/').sockets.values()) {
      const sessionId = socketAuthOf(socket)?.session.id;
      if (!sessionId || (slice !== undefined && recheckSliceOf(sessionId) !== slice)) continue;
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), socket]);
    }
    for (const sockets of bySession.values()) {
      const ended = await this.endedReason(sockets[0]!);
      if (ended) for (const socket of sockets) endSocket(socket, ended);
    }
  }

  private async endedReason(socket: RealtimeSocket): Promise<SessionEndedPush | undefined> {
    const { user, session } = socketAuthOf(socket)!;
    try {
      const account = await RequestContext.create(this.orm.em, () =>
        this.queries.execute(new AuthenticateSessionQuery(user.id, session.id, true)),
      );
      return account ? undefined : { code: 'UNAUTHORIZED', message: 'You must be logged in' };
    } catch (error) {
      if (error instanceof DomainError) return { code: endCodeOf(error.code), message: error.message };
      // The database is unreachable: keep the sockets (the HTTP API refuses meanwhile anyway) and retry next pass.
      this.logger.warn(`Session re-check failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}

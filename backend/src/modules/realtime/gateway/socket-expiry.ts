import type { SessionEndedPush } from '@reagentswap/contracts';
import { socketAuthOf } from '../../../shared/auth/socket-authenticator.js';
import type { RealtimeSocket } from '../push/realtime-server.js';

/** setTimeout's ceiling (~24.8 days); a later expiry is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const TOKEN_EXPIRED: SessionEndedPush = {
  code: 'ACCESS_TOKEN_EXPIRED',
  message: 'Your access token has expired. Refresh it and reconnect.',
};

/** Tells a socket why it is being closed, then closes it (the client does not reconnect by itself after this). */
export function endSocket(socket: RealtimeSocket, reason: SessionEndedPush): void {
  socket.emit('session:ended', reason);
  socket.disconnect(true);
}

/**
 * One timer per socket at its access token's expiry. A client that sent a fresh token through
 * 'auth:refresh' moved the expiry forward, so the timer re-arms; otherwise the socket is closed
 * with ACCESS_TOKEN_EXPIRED and the client refreshes its token and reconnects.
 */
export class SocketExpiry {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  watch(socket: RealtimeSocket): void {
    this.forget(socket);
    const expiresAt = socketAuthOf(socket)?.session.expiresAt;
    const left = expiresAt ? new Date(expiresAt).getTime() - Date.now() : 0;
    if (left <= 0) return endSocket(socket, TOKEN_EXPIRED);
    const timer = setTimeout(() => this.watch(socket), Math.min(left, MAX_TIMER_MS));
    timer.unref();
    this.timers.set(socket.id, timer);
  }

  forget(socket: Pick<RealtimeSocket, 'id'>): void {
    clearTimeout(this.timers.get(socket.id));
    this.timers.delete(socket.id);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ServerToClientEvents } from '@reagentswap/contracts';
import { userRoom } from '../../../shared/auth/socket-authenticator.js';
import type { RealtimeServer } from './realtime-server.js';

type EventName = keyof ServerToClientEvents;
type EndReason = Parameters<ServerToClientEvents['session:ended']>;

/**
 * The room of every socket opened with one session's access tokens (the gateway joins it on
 * connect and on 'auth:refresh'): closing it signs out one device, not all of a member's.
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Sends pushes to members' rooms: every socket of each member, on every API instance when the
 * Redis adapter is on. Before the gateway is up (or in a process without one) a push is a no-op:
 * pushes are hints that clients can always rebuild from the REST API.
 */
@Injectable()
export class RealtimePushes implements BeforeApplicationShutdown {
  private server: RealtimeServer | undefined;

  attach(server: RealtimeServer): void {
    this.server = server;
  }

  /**
   * Nest closes the socket server and its Redis connections before the outbox relay stops: a
   * delivery still running then would publish on a closed connection (an unhandled rejection in
   * the Redis adapter). From here on pushes are no-ops; clients reconnect elsewhere and refetch.
   */
  beforeApplicationShutdown(): void {
    this.server = undefined;
  }

  toMembers<E extends EventName>(memberIds: readonly string[], event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    if (!this.server || memberIds.length === 0) return;
    this.server.to([...new Set(memberIds)].map(userRoom)).emit(event, ...payload);
  }

  /** Tells every socket of the member why, then closes them (on every instance). */
  endSessionsOf(memberId: string, ...reason: EndReason): void {
    this.closeRoom(userRoom(memberId), ...reason);
  }

  /** The same for the sockets of one session of a member (on every instance); their other sessions go on. */
  endSession(sessionId: string, ...reason: EndReason): void {
    this.closeRoom(sessionRoom(sessionId), ...reason);
  }

  private closeRoom(room: string, ...reason: EndReason): void {
    if (!this.server) return;
    this.server.to(room).emit('session:ended', ...reason);
    this.server.in(room).disconnectSockets(true);
  }
}

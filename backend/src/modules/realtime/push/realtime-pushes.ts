import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ServerToClientEvents } from '@reagentswap/contracts';
import { userRoom } from '../../../shared/auth/socket-authenticator.js';
import type { RealtimeServer } from './realtime-server.js';

type EventName = keyof ServerToClientEvents;

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
  endSessionsOf(memberId: string, ...reason: Parameters<ServerToClientEvents['session:ended']>): void {
    if (!this.server) return;
    this.server.to(userRoom(memberId)).emit('session:ended', ...reason);
    this.server.in(userRoom(memberId)).disconnectSockets(true);
  }
}

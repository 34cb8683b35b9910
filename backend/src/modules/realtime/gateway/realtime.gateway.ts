import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  ConnectedSocket,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { REALTIME_EVENTS, type AuthRefreshResult, type MessageSendResult } from '@reagentswap/contracts';
import { HandshakeRefusedError, SocketAuthenticator, type HandshakeSocket } from '../../../shared/auth/socket-authenticator.js';
import { MemberCounts } from '../push/member-counts.js';
import { RealtimePushes, sessionRoom } from '../push/realtime-pushes.js';
import type { RealtimeServer, RealtimeSocket } from '../push/realtime-server.js';
import { SessionWatch } from './session-watch.js';
import { SocketMessageSender } from './socket-message-sender.js';
import { SocketPayload } from './socket-payload.decorator.js';
import { SocketExpiry } from './socket-expiry.js';

/**
 * The one socket.io endpoint (design.md §8). The handshake was checked by AuthenticatedIoAdapter
 * (token, Origin) and the socket sits in its member's room. This gateway keeps the socket honest
 * afterwards: closed when its access token expires unless the client sent a fresh one
 * ('auth:refresh'), closed when its session ends (sign-out and suspension events to its session's
 * and member's rooms, SessionWatch's re-check as the backstop), and greeted
 * with the member's badge counts. Clients may also send their own messages ('message:send', the
 * REST send's command); conversations are read over REST. An event name without a handler here is
 * dropped by socket.io, so no client event can reach another member's data.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, BeforeApplicationShutdown {
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly expiry = new SocketExpiry();
  private readonly sessions: SessionWatch;
  private server: RealtimeServer | undefined;

  constructor(
    private readonly authenticator: SocketAuthenticator,
    private readonly pushes: RealtimePushes,
    private readonly counts: MemberCounts,
    private readonly sender: SocketMessageSender,
    private readonly orm: MikroORM,
    queries: QueryBus,
  ) {
    this.sessions = new SessionWatch(queries, orm);
  }

  afterInit(server: RealtimeServer): void {
    this.server = server;
    this.pushes.attach(server);
    this.sessions.start(server);
  }

  handleConnection(socket: RealtimeSocket): void {
    void socket.join(sessionRoom(socket.data.auth!.session.id));
    this.expiry.watch(socket);
    // The badges as they are now: a client that was offline learns what changed meanwhile.
    RequestContext.create(this.orm.em, () => this.counts.of(socket.data.auth!.user.id)).then(
      (counts) => socket.emit('counts', counts),
      (error: unknown) => this.logger.warn(`Counts on connect failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  handleDisconnect(socket: RealtimeSocket): void {
    this.expiry.forget(socket);
  }

  /**
   * A fresh access token of the same member, sent before the current one expires: the socket lives
   * on. Anything else (not a string, not a token, control characters) is answered as a refusal.
   */
  @SubscribeMessage(REALTIME_EVENTS.authRefresh)
  async refresh(@ConnectedSocket() socket: RealtimeSocket, @SocketPayload() token: unknown): Promise<AuthRefreshResult> {
    if (typeof token !== 'string' || token === '') return { ok: false, code: 'INVALID_ACCESS_TOKEN', message: 'You must be logged in' };
    try {
      const before = socket.data.auth!.session.id;
      const auth = await this.authenticator.reauthenticate(socket as unknown as HandshakeSocket, token);
      // A token of another session of the member (a re-login): the socket now ends with that one.
      if (auth.session.id !== before) {
        void socket.leave(sessionRoom(before));
        void socket.join(sessionRoom(auth.session.id));
      }
      this.expiry.watch(socket);
      return { ok: true, expiresAt: new Date(auth.session.expiresAt).toISOString() };
    } catch (error) {
      if (error instanceof HandshakeRefusedError) return { ok: false, code: error.data.code, message: error.message };
      throw error;
    }
  }

  /**
   * The socket's member sends a message (the REST send's command, rules and limit); the ack
   * carries the outcome, a refusal included (the payload is checked by the sender, not by pipes).
   */
  @SubscribeMessage(REALTIME_EVENTS.messageSend)
  send(@ConnectedSocket() socket: RealtimeSocket, @SocketPayload() payload: unknown): Promise<MessageSendResult> {
    return this.sender.send(socket.data.auth!.user.id, payload);
  }

  /** Re-checks every session of this instance's sockets now (tests; the timer does it every 30 s). */
  recheckSessions(): Promise<void> {
    return this.server ? this.sessions.recheck(this.server) : Promise.resolve();
  }

  /** Before Nest closes the socket server: no timer may act on it afterwards. */
  beforeApplicationShutdown(): void {
    this.server = undefined;
    this.sessions.stop();
    this.expiry.stop();
  }
}

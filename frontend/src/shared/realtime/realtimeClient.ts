import type { ClientToServerEvents, ServerToClientEvents, SessionEndCode } from '@reagentswap/contracts';
import type { io, Socket } from 'socket.io-client';
import { createListenerRegistry } from './listenerRegistry';

/**
 * The browser's one socket.io connection (design.md §8): typed by the event map the server uses
 * too, authenticated by the access token in the handshake, in the member's room on the server. It
 * reconnects by itself after a network drop; whoever caches data refetches what a drop may have
 * hidden (`onReconnect`). What to do when the server refuses the token is left to the shell
 * (`setAuthProblemHandler`, see RealtimeConnection.tsx): refresh the session and call
 * `updateToken`, or sign out. Features never open or close it: they only listen (`on`, or the
 * hooks in useRealtimeEvent.ts).
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** 'live' while connected; 'connecting' while socket.io retries by itself; 'offline' when stopped or refused. */
export type RealtimeStatus = 'offline' | 'connecting' | 'live';

/** The pushes a screen may listen to ('session:ended' is handled here). */
export type RealtimePush = Exclude<keyof ServerToClientEvents, 'session:ended'>;
export type RealtimePayload<E extends RealtimePush> = Parameters<ServerToClientEvents[E]>[0];
type Handler<E extends RealtimePush> = (payload: RealtimePayload<E>) => void;
type PushPayloads = { [E in RealtimePush]: RealtimePayload<E> };

const PUSHES: readonly RealtimePush[] = ['message:new', 'message:read', 'swap:status', 'counts'];

/** How long the server may take to answer 'auth:refresh' before the socket is reconnected instead. */
const REFRESH_ACK_TIMEOUT_MS = 10_000;

/** A handshake refusal (`connect_error` from the server's middleware) carries a stable code. */
type RefusalError = Error & { data?: { status?: number; code?: string } };

class RealtimeClient {
  private socket: RealtimeSocket | null = null;
  /** Counts `start`s and `stop`s: a client library that arrives after a stop (or a newer start) is not used. */
  private generation = 0;
  private loading = false;
  private token: string | null = null;
  private status: RealtimeStatus = 'offline';
  private connectedBefore = false;
  private readonly statusListeners = new Set<() => void>();
  // Kept across stop/start: a feature's listeners stay registered while the member signs out and in.
  private readonly pushes = createListenerRegistry<PushPayloads>();
  private readonly reconnects = createListenerRegistry<{ reconnect: undefined }>();
  private authProblem: (code: SessionEndCode | string) => void = () => undefined;

  /**
   * Opens the connection with `token`; when it is open already, hands the token over (`updateToken`).
   * socket.io-client is fetched here, on a member's first start: guests never download it (issue 15).
   */
  start(token: string): void {
    if (this.socket) return this.updateToken(token);
    this.token = token;
    if (this.loading) return;
    this.loading = true;
    const generation = ++this.generation;
    this.setStatus('connecting');
    import('socket.io-client').then(
      (client) => {
        if (generation !== this.generation) return;
        this.loading = false;
        this.open(client.io);
      },
      () => {
        // The chunk could not be fetched (offline, or a deploy replaced it): no live updates, as
        // when the server refuses; the counts' polling still runs and the next start tries again.
        if (generation !== this.generation) return;
        this.loading = false;
        this.setStatus('offline');
      },
    );
  }

  private open(connect: typeof io): void {
    const socket: RealtimeSocket = connect({
      // WebSocket only: behind a load balancer, long polling would need sticky sessions, and the
      // counts' 60 s polling (spec §9) already covers a network that blocks websockets.
      transports: ['websocket'],
      autoConnect: false,
      // Read at every (re)connection attempt, so a reconnect uses the newest token.
      auth: (answer) => answer({ token: this.token }),
    });
    socket.on('connect', () => {
      this.setStatus('live');
      if (this.connectedBefore) this.reconnects.emit('reconnect', undefined);
      this.connectedBefore = true;
    });
    socket.on('disconnect', () => this.setStatus(socket.active ? 'connecting' : 'offline'));
    socket.on('connect_error', (error: RefusalError) => {
      // Still active: a network problem, socket.io retries by itself. Inactive: the server refused the handshake.
      this.setStatus(socket.active ? 'connecting' : 'offline');
      if (!socket.active) this.authProblem(error.data?.code ?? 'UNAUTHORIZED');
    });
    socket.on('session:ended', ({ code }) => this.authProblem(code));
    for (const event of PUSHES) {
      // One relay per push name; the map's types reach the listeners through `on`.
      (socket as unknown as Socket).on(event, (payload: RealtimePayload<typeof event>) => this.pushes.emit(event, payload));
    }
    this.socket = socket;
    socket.connect();
  }

  /**
   * A fresh access token (the session was refreshed). An open socket hands it to the server so it
   * is not closed at the old token's expiry; a closed one reconnects with it.
   */
  updateToken(token: string): void {
    const socket = this.socket;
    if (!socket) {
      // The client library is on its way: it connects with this token.
      if (this.loading) this.token = token;
      return;
    }
    const changed = token !== this.token;
    this.token = token;
    if (!socket.connected) {
      if (!socket.active) socket.connect();
      return;
    }
    if (!changed) return;
    socket.timeout(REFRESH_ACK_TIMEOUT_MS).emit('auth:refresh', token, (error, result) => {
      if (error || !result.ok) socket.disconnect().connect();
    });
  }

  /** Closes the connection (sign-out); the next `start` counts as a first connection. */
  stop(): void {
    this.generation += 1;
    this.loading = false;
    this.socket?.disconnect();
    this.socket?.removeAllListeners();
    this.socket = null;
    this.token = null;
    this.connectedBefore = false;
    this.setStatus('offline');
  }

  /** Listens to one push; returns the unsubscribe function. */
  on<E extends RealtimePush>(event: E, handler: Handler<E>): () => void {
    return this.pushes.on(event, handler);
  }

  /** Called after the connection came back from a drop: what was pushed meanwhile is lost, so refetch. */
  onReconnect(listener: () => void): () => void {
    return this.reconnects.on('reconnect', listener);
  }

  /** The server refused the token or ended the session (a SessionEndCode, or a handshake code such as INVALID_ACCESS_TOKEN). */
  setAuthProblemHandler(handler: (code: SessionEndCode | string) => void): void {
    this.authProblem = handler;
  }

  readonly subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  readonly getStatus = (): RealtimeStatus => this.status;

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

export const realtime = new RealtimeClient();

import type { ClientToServerEvents, ServerToClientEvents } from '@reagentswap/contracts';
import type { Server, Socket } from 'socket.io';
import type { SocketAuth } from '../../../shared/auth/socket-authenticator.js';

/** What the gateway keeps on each socket (`socket.data`): the handshake's user and session. */
export interface RealtimeSocketData {
  auth?: SocketAuth;
}

/**
 * The socket.io server and sockets typed with the shared event map, so an emit with a wrong name
 * or payload does not compile. (Typed with the root socket.io; Nest runs its pinned copy of the
 * same 4.8 line, whose objects have the same shape.)
 */
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, RealtimeSocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, RealtimeSocketData>;

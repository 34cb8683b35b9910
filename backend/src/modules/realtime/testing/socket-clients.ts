import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@reagentswap/contracts';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from '../../../testing/test-app.types.js';

export type MemberSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type PushName = keyof ServerToClientEvents;
type PushOf<E extends PushName> = Parameters<ServerToClientEvents[E]>[0];

export interface Refusal {
  message: string;
  data?: { status: number; code: string };
}

/** A test app's address, once it listens on a free port of 127.0.0.1. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

/**
 * Socket clients for tests, recording every push each receives (so a test can also prove that
 * one received nothing). Closes them all with `closeAll`.
 */
export class SocketClients {
  private readonly sockets: MemberSocket[] = [];
  private readonly received = new Map<MemberSocket, { event: PushName; payload: unknown }[]>();
  private readonly closings = new Map<MemberSocket, Promise<string>>();

  /** Connects, or resolves the refusal (connect_error) the server answered. */
  open(
    url: string,
    token: string | undefined,
    options: { origin?: string } = {},
  ): Promise<{ socket: MemberSocket } | { refused: Refusal }> {
    const socket: MemberSocket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: token === undefined ? {} : { token },
      extraHeaders: options.origin ? { Origin: options.origin } : undefined,
    });
    this.sockets.push(socket);
    const log: { event: PushName; payload: unknown }[] = [];
    this.received.set(socket, log);
    socket.onAny((event: PushName, payload: unknown) => log.push({ event, payload }));
    this.closings.set(socket, new Promise((resolve) => socket.once('disconnect', resolve)));
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ socket }));
      socket.once('connect_error', (error: Error & { data?: Refusal['data'] }) =>
        resolve({ refused: { message: error.message, data: error.data } }),
      );
    });
  }

  async connect(url: string, token: string): Promise<MemberSocket> {
    const outcome = await this.open(url, token);
    if ('refused' in outcome) throw new Error(`refused: ${JSON.stringify(outcome.refused)}`);
    return outcome.socket;
  }

  /** Every push of this name the socket received so far. */
  all<E extends PushName>(socket: MemberSocket, event: E): PushOf<E>[] {
    return (this.received.get(socket) ?? []).filter((r) => r.event === event).map((r) => r.payload as PushOf<E>);
  }

  /** The first push of this name (already received or still to come) that matches. */
  async next<E extends PushName>(
    socket: MemberSocket,
    event: E,
    matches: (payload: PushOf<E>) => boolean = () => true,
    timeoutMs = 10_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.all(socket, event).find(matches);
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`no '${event}' push arrived within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Resolves once the socket closed, with socket.io's reason ('io server disconnect' when the server closed it). */
  closed(socket: MemberSocket): Promise<string> {
    return this.closings.get(socket)!;
  }

  /** A round trip through the server on this socket: pushes emitted before it have arrived after it. */
  async roundTrip(socket: MemberSocket): Promise<void> {
    await socket.emitWithAck('auth:refresh', '');
  }

  closeAll(): void {
    for (const socket of this.sockets.splice(0)) socket.disconnect();
  }
}

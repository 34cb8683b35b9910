import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { onBenchMessage, tellBench } from '../catalog/server-process.js';

/** What a baseline client sends and receives: the ids the bench needs, nothing else. */
export interface RelayedMessage {
  clientId: string;
  senderId: string;
  recipientId: string;
  content: string;
}

/**
 * The baseline: a bare socket.io server that only relays. Each socket joins the room of the member
 * id it claims (no token, no check); a 'dm' goes to the recipient's and the sender's rooms, the
 * same fan-out as the application's 'message:new'. No auth, no database, no validation.
 */
async function main(): Promise<void> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    void socket.join(`user:${String((socket.handshake.auth as { id?: unknown }).id)}`);
    socket.on('dm', (message: RelayedMessage) => {
      io.to([`user:${message.recipientId}`, `user:${message.senderId}`]).emit('dm', message);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  onBenchMessage(() => undefined);
  process.once('SIGTERM', () => void io.close().then(() => process.exit(0)));
  tellBench({ type: 'listening', port: (http.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  tellBench({ type: 'failed', message: String(error) });
  process.exit(1);
});

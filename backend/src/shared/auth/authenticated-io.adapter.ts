import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { SocketAuthenticator } from './socket-authenticator.js';

/**
 * socket.io with the handshake check on every namespace, present and future: a gateway cannot be
 * opened to anonymous clients by forgetting a decorator. Tokens travel in the handshake, not in
 * cookies, so a foreign page cannot ride a member's session over a websocket either.
 */
export class AuthenticatedIoAdapter extends IoAdapter {
  constructor(private readonly context: INestApplicationContext) {
    super(context);
  }

  override createIOServer(...args: Parameters<IoAdapter['createIOServer']>): ReturnType<IoAdapter['createIOServer']> {
    const server = super.createIOServer(...args);
    const { middleware } = this.context.get(SocketAuthenticator);
    server.use(middleware);
    server.on('new_namespace', (namespace) => namespace.use(middleware));
    return server;
  }
}

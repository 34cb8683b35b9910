import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { servesClients } from '../../config/app-role.js';
import { corsOptions } from '../http/security-headers.js';
import { SocketAuthenticator } from './socket-authenticator.js';
import { socketOriginPolicy } from './socket-origin.js';

type ServerOptions = NonNullable<Parameters<IoAdapter['createIOServer']>[1]>;

/**
 * socket.io with the handshake check on every namespace, present and future: a gateway cannot be
 * opened to anonymous clients by forgetting a decorator. Tokens travel in the handshake, not in
 * cookies, so a foreign page cannot ride a member's session over a websocket either; the Origin
 * check refuses such pages before the handshake all the same.
 *
 * With REDIS_URL, rooms span every API instance (the socket.io Redis adapter, channels prefixed
 * with REALTIME_REDIS_PREFIX): an emit to a member's room on one instance reaches their sockets
 * on all of them. Without it, rooms are in memory, which is right for the single embedded process.
 */
export class AuthenticatedIoAdapter extends IoAdapter {
  private readonly redisLogger = new Logger('SocketRedisAdapter');
  private readonly redisClients: Redis[] = [];

  constructor(private readonly context: INestApplicationContext) {
    super(context);
  }

  override createIOServer(port: number, options?: ServerOptions): ReturnType<IoAdapter['createIOServer']> {
    const config = this.context.get<AppConfig>(APP_CONFIG);
    const fromPermittedPage = socketOriginPolicy(config);
    // A worker's server only emits (through the Redis adapter, to the API instances' sockets): no client may connect to it.
    const acceptsClients = servesClients(config);
    const server = super.createIOServer(port, {
      ...(options as ServerOptions),
      cors: corsOptions(config),
      allowRequest: (request, answer) => {
        const permitted = acceptsClients && fromPermittedPage(request);
        answer(permitted ? null : 'Origin not allowed', permitted);
      },
    });
    if (config.REDIS_URL) server.adapter(this.redisAdapter(config.REDIS_URL, config.REALTIME_REDIS_PREFIX));
    const { middleware } = this.context.get(SocketAuthenticator);
    server.use(middleware);
    server.on('new_namespace', (namespace) => namespace.use(middleware));
    return server;
  }

  /** Called by Nest after the servers closed: the Redis connections go with them. */
  override async dispose(): Promise<void> {
    await Promise.all(this.redisClients.splice(0).map((client) => client.quit().catch(() => client.disconnect())));
  }

  private redisAdapter(url: string, key: string) {
    // A subscribed connection can only listen, so publishing needs a second one.
    const pub = new Redis(url, { maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      // ioredis reconnects by itself; without a listener it would print every failed attempt raw.
      client.on('error', (error: Error) => this.redisLogger.warn(`Redis: ${error.message}`));
      this.redisClients.push(client);
    }
    return createAdapter(pub, sub, { key, publishOnSpecificResponseChannel: true });
  }
}

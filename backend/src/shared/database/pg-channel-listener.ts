import { Logger } from '@nestjs/common';
import pg from 'pg';
import { searchPathConnectionOptions } from './module-schemas.js';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notification(payload: string): void;
  /** LISTEN is in place (first time, or again after a reconnect): notifications from now on arrive. */
  subscribed(): void;
  /** The connection failed or closed: notifications may be missed until `subscribed` is called again. */
  lost(): void;
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * One dedicated connection that LISTENs on a PostgreSQL channel (outside the ORM's pool: a pooled
 * connection is handed to other work between statements, and a LISTEN needs a session of its own).
 * It reconnects with a growing delay when the connection drops; callers learn of the gap through
 * `lost` and `subscribed`, so whatever they derived from notifications can be dropped and rebuilt.
 * NOTIFY works on every PostgreSQL the app runs on, the embedded default included, with no Redis.
 */
export class PgChannelListener {
  private readonly logger = new Logger(PgChannelListener.name);
  private client?: pg.Client;
  private retryMs = RETRY_MIN_MS;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  }

  /** Resolves once subscribed, or once the first attempt failed (a retry is then scheduled). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `listen:${this.channel}`,
      ...searchPathConnectionOptions,
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.notification(message.payload ?? '');
    });
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      this.drop(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    this.handlers.subscribed();
  }

  private drop(client: pg.Client, error?: unknown): void {
    if (client !== this.client && this.client !== undefined) return; // an older connection's late event
    const wasLive = this.client === client;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (wasLive || error) this.handlers.lost();
    if (this.stopped || this.retryTimer !== undefined) return;
    if (error)
      this.logger.warn(`LISTEN ${this.channel} lost (${String((error as Error).message ?? error)}); retrying in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}

import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { MikroORM, TransactionContext } from '@mikro-orm/postgresql';
import { reviveIntegrationEvent, type IntegrationEvent } from './integration-event.js';

interface OutboxRow {
  id: string;
  event_type: string;
  payload: object;
}

const POLL_MS = 1000;
const BATCH = 100;

/**
 * Publishes committed outbox rows on the event bus, oldest first. Rows are claimed with
 * SKIP LOCKED so several API instances can relay without publishing a row twice; a crash before
 * the claim commits leaves the row to be published again (handlers are idempotent).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Ask for a relay pass soon (called after commits that wrote to the outbox). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error(`Outbox relay failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Handlers are not awaited, so they keep running after this relay's transaction has committed and
   * its connection has gone back to the pool. They must not see that transaction as their ambient
   * one (MikroORM resolves the EntityManager from async context): they would run their queries on a
   * connection another request may already be using. Each publish gets a clean, non-transactional
   * context of its own.
   */
  private publishDetached(event: IntegrationEvent): void {
    TransactionContext.create(this.orm.em.fork({ disableContextResolution: true }), () => this.eventBus.publish(event));
  }

  /** Relays until the outbox is empty; resolves when done (tests await this). */
  async drain(): Promise<void> {
    for (;;) {
      const published = await this.orm.em.fork().transactional(async (em) => {
        const rows = await em.execute<OutboxRow[]>(
          `select id, event_type, payload from outbox where dispatched_at is null order by id limit ${BATCH} for update skip locked`,
        );
        for (const row of rows) {
          const event = reviveIntegrationEvent(row.event_type, row.payload);
          if (event) this.publishDetached(event);
          else this.logger.warn(`No event class registered for ${row.event_type}; marking it dispatched`);
        }
        if (rows.length > 0) {
          await em.execute(`update outbox set dispatched_at = now() where id in (${rows.map(() => '?').join(',')})`, rows.map((r) => r.id));
        }
        return rows.length;
      });
      if (published < BATCH) return;
    }
  }
}

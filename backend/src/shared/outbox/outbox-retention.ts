import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runsBackgroundWork } from '../../config/app-role.js';

export const RETENTION_INTERVAL_NAME = 'outbox-retention';
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Rows per delete statement: each is a short transaction, so a large first sweep never holds locks for long. */
const SWEEP_CHUNK = 5000;

/**
 * Delivered events are deleted EVENT_RETENTION_HOURS after delivery (ADR 0015), with their
 * deliveries, so `outbox` and `event_deliveries` stop growing forever. Only delivered rows go:
 * an event with a pending or parked delivery stays, whatever its age. Runs hourly on every
 * instance that does background work; several sweeping at once skip each other's rows.
 */
@Injectable()
export class OutboxRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRetention.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsBackgroundWork(this.config) || this.config.EVENT_RETENTION_HOURS === 0) return;
    this.registry.addInterval(RETENTION_INTERVAL_NAME, setInterval(() => void this.fire(), SWEEP_EVERY_MS).unref());
  }

  /** The registry leaves timers it did not start itself running; this one is ours to stop. */
  onApplicationShutdown(): void {
    if (this.registry.doesExist('interval', RETENTION_INTERVAL_NAME)) this.registry.deleteInterval(RETENTION_INTERVAL_NAME);
  }

  /** Deletes every event delivered more than `hours` ago, with its deliveries; returns how many events went. */
  async sweep(hours = this.config.EVENT_RETENTION_HOURS): Promise<number> {
    const em = this.orm.em.fork();
    let total = 0;
    for (;;) {
      const gone = await em.execute<{ id: string }[]>(
        `with old as (
           select id from outbox where delivered_at < now() - make_interval(hours => ?)
            order by delivered_at limit ${SWEEP_CHUNK} for update skip locked
         ), deliveries as (
           delete from event_deliveries where outbox_id in (select id from old)
         )
         delete from outbox where id in (select id from old) returning id`,
        [hours],
      );
      total += gone.length;
      if (gone.length < SWEEP_CHUNK) return total;
    }
  }

  private async fire(): Promise<void> {
    try {
      const deleted = await this.sweep();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} event(s) delivered over ${this.config.EVENT_RETENTION_HOURS} h ago`);
    } catch (error) {
      this.logger.error(`Event retention sweep failed: ${String(error)}`);
    }
  }
}

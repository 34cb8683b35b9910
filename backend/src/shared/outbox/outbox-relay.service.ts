import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { retryDelayMs, shouldPark, type DeliveryRetryPolicy } from './delivery-retry.js';
import type { IntegrationEventHandler } from './event-subscriber.js';
import { reviveForDelivery } from './integration-event.js';
import { SubscriberRegistry } from './subscriber-registry.js';
import { SubscriberRetirement } from './subscriber-retirement.js';

const POLL_MS = 1000;
const FAN_OUT_BATCH = 200;
/** Deliveries this process runs at once (each holds a pooled connection for its transaction). */
const DELIVERY_WORKERS = 2;
const MAX_ERROR_LENGTH = 2000;

interface ClaimedDelivery {
  id: string;
  outbox_id: string;
  subscriber: string;
  attempts: number;
  event_type: string;
  payload: object;
}

/**
 * Turns committed outbox rows into deliveries, at least once per subscriber (ADR 0006):
 *
 *   1. fan-out: claims undispatched outbox rows (SKIP LOCKED) and writes one `event_deliveries`
 *      row per subscriber of the event type, in one statement; a row nobody subscribes to is
 *      delivered at once;
 *   2. delivery: claims a due delivery of one of this process's subscribers (FOR UPDATE SKIP
 *      LOCKED, so several instances never run the same one), runs the subscriber in that same
 *      transaction (a savepoint: a failure rolls back its writes only), marks it done and, when it
 *      was the event's last open delivery, the outbox row delivered. All of it commits together:
 *      a crash anywhere leaves the delivery pending, to be run again, never half done.
 *
 * A failure records the error and the next attempt time (exponential back-off); after the last
 * attempt the delivery is parked until an admin retries it. Subscribers removed from the code are
 * retired after a week unseen, their pending deliveries parked (SubscriberRetirement).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly retry: DeliveryRetryPolicy;
  private timer?: NodeJS.Timeout;
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly subscribers: SubscriberRegistry,
    private readonly retirement: SubscriberRetirement,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.retry = { attempts: config.EVENT_DELIVERY_ATTEMPTS, backoffMs: config.EVENT_DELIVERY_BACKOFF_MS };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.subscribers.announce(this.orm.em.fork());
    this.start();
  }

  /** Adds a subscriber at run time (see SubscriberRegistry.add); it gets the events fanned out from now on. */
  async subscribe(handler: IntegrationEventHandler): Promise<void> {
    this.subscribers.add(handler);
    await this.subscribers.announce(this.orm.em.fork());
  }

  /** Starts polling (tests that simulate a crashed process keep an app from ever calling this). */
  start(): void {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const timer of this.retryTimers) clearTimeout(timer);
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

  /** Fans out every undispatched row and runs every due delivery of this process; resolves when done (tests await this). */
  async drain(): Promise<void> {
    await this.retirement.runIfDue();
    let fanned: number;
    do {
      fanned = await this.fanOut();
      await Promise.all(Array.from({ length: DELIVERY_WORKERS }, () => this.deliverWhileDue()));
    } while (fanned === FAN_OUT_BATCH && !this.stopped);
  }

  private async fanOut(): Promise<number> {
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `with claimed as (
         select id, event_type from outbox where dispatched_at is null order by id limit ${FAN_OUT_BATCH} for update skip locked
       ), fanned as (
         insert into event_deliveries (outbox_id, subscriber)
         select c.id, s.name from claimed c join event_subscribers s on c.event_type = any (s.event_types)
         on conflict (outbox_id, subscriber) do nothing
         returning outbox_id
       )
       update outbox o
          set dispatched_at = now(),
              delivered_at = case when o.id in (select outbox_id from fanned) then null else now() end
         from claimed c
        where o.id = c.id
       returning o.id`,
    );
    return rows.length;
  }

  private async deliverWhileDue(): Promise<void> {
    const names = [...this.subscribers.local.keys()];
    if (names.length === 0) return;
    while (!this.stopped && (await this.deliverOne(names))) {
      // next
    }
  }

  /** Claims and runs one due delivery; false when there is none. */
  private deliverOne(names: string[]): Promise<boolean> {
    return this.orm.em.fork().transactional(async (tx) => {
      const [claimed] = await tx.execute<ClaimedDelivery[]>(
        `select d.id, d.outbox_id, d.subscriber, d.attempts, o.event_type, o.payload
           from event_deliveries d join outbox o on o.id = d.outbox_id
          where d.status = 'pending' and d.next_attempt_at <= now() and d.subscriber in (?)
          order by d.next_attempt_at, d.id
          limit 1
          for update of d skip locked`,
        [names],
      );
      if (!claimed) return false;
      const subscriber = this.subscribers.local.get(claimed.subscriber)!;
      try {
        await tx.transactional(() => subscriber.handler.handle(reviveForDelivery(claimed.event_type, claimed.payload)));
      } catch (error) {
        await this.recordFailure(tx, claimed, error);
        return true;
      }
      await this.recordSuccess(tx, claimed);
      return true;
    });
  }

  private async recordSuccess(tx: EntityManager, delivery: ClaimedDelivery): Promise<void> {
    // The outbox row's lock orders the event's last deliveries: whichever commits last sees the
    // others done (each check runs after the lock, on a fresh snapshot) and marks the row. The
    // delivery's own row and the lock travel in one statement (one round trip less per delivery).
    await tx.execute(
      `with done as (update event_deliveries set status = 'done', attempts = attempts + 1, done_at = now() where id = ?)
       select 1 from outbox where id = ? for no key update`,
      [delivery.id, delivery.outbox_id],
    );
    await tx.execute(
      `update outbox set delivered_at = now()
        where id = ? and delivered_at is null
          and not exists (select 1 from event_deliveries where outbox_id = ? and status <> 'done')`,
      [delivery.outbox_id, delivery.outbox_id],
    );
  }

  private async recordFailure(tx: EntityManager, delivery: ClaimedDelivery, error: unknown): Promise<void> {
    const failures = delivery.attempts + 1;
    const park = shouldPark(failures, this.retry);
    const delayMs = retryDelayMs(failures, this.retry);
    const reason = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, MAX_ERROR_LENGTH);
    await tx.execute(
      `update event_deliveries
          set attempts = ?, last_error = ?,
              status = case when ? then 'parked' else status end,
              parked_at = case when ? then now() else parked_at end,
              next_attempt_at = now() + ? * interval '1 millisecond'
        where id = ?`,
      [failures, reason, park, park, delayMs, delivery.id],
    );
    const what = `${delivery.event_type} #${delivery.outbox_id} → ${delivery.subscriber}`;
    if (park) {
      this.logger.error(`Delivery of ${what} failed ${failures} time(s); parked for an admin to retry: ${firstLine(reason)}`);
      return;
    }
    this.logger.warn(
      `Delivery of ${what} failed (attempt ${failures}/${this.retry.attempts}), retrying in ${delayMs} ms: ${firstLine(reason)}`,
    );
    this.kickAfter(delayMs);
  }

  /** A pass when a retry falls due, sooner than the next poll would (the poll covers it if this process stops). */
  private kickAfter(delayMs: number): void {
    if (delayMs >= POLL_MS || this.stopped) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.kick();
    }, delayMs);
    timer.unref();
    this.retryTimers.add(timer);
  }
}

const firstLine = (text: string) => text.split('\n', 1)[0];

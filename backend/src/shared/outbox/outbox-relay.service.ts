import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runsBackgroundWork } from '../../config/app-role.js';
import { DATABASE_URL } from '../database/database.module.js';
import { PgChannelListener } from '../database/pg-channel-listener.js';
import { collectDeferred, mergeDeferred, runDeferred, type DeferredWork } from './after-delivery.js';
import { retryDelayMs, shouldPark, type DeliveryRetryPolicy } from './delivery-retry.js';
import type { IntegrationEventHandler } from './event-subscriber.js';
import { reviveForDelivery } from './integration-event.js';
import { SubscriberRegistry } from './subscriber-registry.js';
import { SubscriberRetirement } from './subscriber-retirement.js';

/** The channel the outbox trigger notifies on every commit that wrote outbox rows (migration 20261127600000). */
export const OUTBOX_CHANNEL = 'outbox_relay';
/** A pass this often whatever happens: catches a notification lost while the listener reconnected, and retries falling due. */
export const SAFETY_POLL_MS = 30_000;
const FAN_OUT_BATCH = 200;
/** Deliveries claimed by one statement and run in one transaction. */
export const DELIVERY_BATCH = 50;
/** Batches this process runs at once when there is more than one batch's work (each holds a pooled connection). */
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

const CLAIM = `select d.id, d.outbox_id, d.subscriber, d.attempts, o.event_type, o.payload
                 from event_deliveries d join outbox o on o.id = d.outbox_id
                where d.status = 'pending' and d.next_attempt_at <= now() and d.subscriber = any (?::text[])
                  and d.id <> all (?::bigint[])`;
const CLAIM_LOCKED = `order by d.next_attempt_at, d.id limit ? for update of d skip locked`;

/**
 * Turns committed outbox rows into deliveries, at least once per subscriber (ADR 0006, batched and
 * woken by NOTIFY since ADR 0015):
 *
 *   1. fan-out: claims undispatched outbox rows (SKIP LOCKED) and writes one `event_deliveries`
 *      row per subscriber of the event type, in one statement; a row nobody subscribes to is
 *      delivered at once;
 *   2. delivery: claims up to DELIVERY_BATCH due deliveries of this process's subscribers in one
 *      statement (FOR UPDATE SKIP LOCKED, so several instances never run the same one), runs each
 *      subscriber in that transaction, marks them done and every event whose last open delivery
 *      that was delivered. All of it commits together: a crash anywhere leaves the batch pending,
 *      to be run again, never half done. A subscriber that throws rolls the batch back; its failure
 *      is recorded and the rest of the batch runs again without it (see deliverBatch).
 *
 * Passes run when the outbox trigger's NOTIFY arrives (a dedicated LISTEN connection), after a
 * reconnect of that connection, when a retry falls due, and every SAFETY_POLL_MS: an idle process
 * sends nothing else. Only processes that do background work (APP_ROLE worker or all) relay.
 *
 * A failure records the error and the next attempt time (exponential back-off); after the last
 * attempt the delivery is parked until an admin retries it. Subscribers removed from the code are
 * retired after a week unseen, their pending deliveries parked (SubscriberRetirement).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly retry: DeliveryRetryPolicy;
  private readonly relays: boolean;
  private readonly listener: PgChannelListener;
  private listening = false;
  private timer?: NodeJS.Timeout;
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  /**
   * Deliveries whose failed attempt rolled back and is not yet recorded: pending and due again,
   * unlocked, in that window, so this process's other passes must not claim them (it ran the
   * subscriber once more than it counted, and a delivery meant to park after N failures could
   * succeed on an uncounted N+1st run instead).
   */
  private readonly recordingFailure = new Set<string>();
  private running?: Promise<void>;
  private again = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly subscribers: SubscriberRegistry,
    private readonly retirement: SubscriberRetirement,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DATABASE_URL) databaseUrl: string,
  ) {
    this.retry = { attempts: config.EVENT_DELIVERY_ATTEMPTS, backoffMs: config.EVENT_DELIVERY_BACKOFF_MS };
    this.relays = runsBackgroundWork(config);
    this.listener = new PgChannelListener(databaseUrl, OUTBOX_CHANNEL, {
      notification: () => this.pass(),
      // Anything committed while the connection was down was never announced: look once.
      subscribed: () => {
        this.listening = true;
        this.pass();
      },
      lost: () => {
        this.listening = false;
      },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.relays) return;
    await this.subscribers.announce(this.orm.em.fork());
    await this.start();
  }

  /** Adds a subscriber at run time (see SubscriberRegistry.add); it gets the events fanned out from now on. */
  async subscribe(handler: IntegrationEventHandler): Promise<void> {
    this.subscribers.add(handler);
    await this.subscribers.announce(this.orm.em.fork());
  }

  /** Starts listening and the safety poll (tests that simulate a crashed process keep an app from ever calling this). */
  async start(): Promise<void> {
    this.started = true;
    this.timer = setInterval(() => this.pass(), SAFETY_POLL_MS);
    this.timer.unref();
    await this.listener.start();
    if (!this.listening) this.pass();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const timer of this.retryTimers) clearTimeout(timer);
    await this.listener.stop();
    await this.running;
  }

  /**
   * Called after commits that wrote to the outbox. While LISTEN is up the commit's own NOTIFY
   * wakes every relaying process, this one included, so this does nothing (a second pass would
   * only find the work gone); while it is down, it asks for a pass here.
   */
  kick(): void {
    if (!this.listening) this.pass();
  }

  /** A relay pass soon: one at a time, and one more after it when asked during it. */
  private pass(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainOnce()
      .catch((error: unknown) => this.logger.error(`Outbox relay failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.pass();
        }
      });
  }

  /**
   * Fans out every undispatched row and runs every due delivery of this process; resolves when done
   * (tests await this). A pass the outbox's NOTIFY started may hold some deliveries (skip locked
   * hides them from this drain), so this also waits for any pass running before or during it:
   * when it resolves, every delivery that was due has committed.
   */
  async drain(): Promise<void> {
    await this.passesSettled();
    await this.drainOnce();
    await this.passesSettled();
  }

  private async passesSettled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drainOnce(): Promise<void> {
    await this.retirement.runIfDue();
    const names = [...this.subscribers.local.keys()];
    let fanned: number;
    do {
      fanned = await this.fanOut();
      if (names.length > 0) await this.deliverDue(`{${names.map((name) => JSON.stringify(name)).join(',')}}`);
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

  /**
   * One batch; only when it was full do DELIVERY_WORKERS run batches side by side until the work is
   * gone (a second worker started at once would mostly claim nothing, a wasted transaction per pass).
   */
  private async deliverDue(names: string): Promise<void> {
    if ((await this.deliverBatch(names)) < DELIVERY_BATCH) return;
    const worker = async () => {
      while (!this.stopped && (await this.deliverBatch(names)) === DELIVERY_BATCH) {
        // next batch
      }
    };
    await Promise.all(Array.from({ length: DELIVERY_WORKERS }, worker));
  }

  /**
   * Claims up to DELIVERY_BATCH due deliveries (or, after a failure, the rest of a batch: `only`)
   * and runs them in one transaction; returns how many were claimed. Subscribers run one after
   * the other with no savepoint between them (two round trips each saved); a subscriber with
   * `handleBatch` gets all its deliveries of the batch in one call (ADR 0030). When a delivery run
   * alone throws, the whole transaction rolls back, that delivery's failure is recorded, and the
   * others run again as a batch of their own, so each success still commits with its "done" and
   * nothing else. When a handleBatch call throws, nobody is singled out yet: the batch runs again
   * with every delivery on its own (`oneByOne`), where the one at fault fails by itself.
   */
  private async deliverBatch(names: string, only?: string[], oneByOne = false): Promise<number> {
    let claimed: ClaimedDelivery[] = [];
    let failed: { delivery: ClaimedDelivery; error: unknown } | undefined;
    let failedTogether = false;
    const afterCommit: DeferredWork = new Map();
    try {
      await this.orm.em.fork().transactional(async (tx) => {
        const excluded = `{${[...this.recordingFailure].join(',')}}`;
        claimed = only
          ? await tx.execute<ClaimedDelivery[]>(`${CLAIM} and d.id = any (?::bigint[]) ${CLAIM_LOCKED}`, [
              names,
              excluded,
              `{${only.join(',')}}`,
              only.length,
            ])
          : await tx.execute<ClaimedDelivery[]>(`${CLAIM} ${CLAIM_LOCKED}`, [names, excluded, DELIVERY_BATCH]);
        for (const run of this.runsOf(claimed, oneByOne)) {
          try {
            const events = run.deliveries.map((delivery) => reviveForDelivery(delivery.event_type, delivery.payload));
            const deferred = await collectDeferred(async () => {
              if (run.deliveries.length > 1) await run.handler.handleBatch!(events);
              else await run.handler.handle(events[0]!);
              // Its pending changes fail here, on its account, rather than at the batch's commit.
              await tx.flush();
            });
            mergeDeferred(afterCommit, deferred);
          } catch (error) {
            if (run.deliveries.length > 1) {
              failedTogether = true;
              throw error;
            }
            const delivery = run.deliveries[0]!;
            failed = { delivery, error };
            // Before the rollback releases its lock (see recordingFailure).
            this.recordingFailure.add(delivery.id);
            throw error;
          }
        }
        await this.recordSuccess(tx, claimed);
      });
    } catch (error) {
      if (failedTogether) {
        // Nothing was counted: the same deliveries again, each on its own, to find the one at fault.
        if (!this.stopped)
          await this.deliverBatch(
            names,
            claimed.map((delivery) => delivery.id),
            true,
          );
        return claimed.length;
      }
      // The claim or the bookkeeping failed: nothing to single out; the deliveries stay pending for the next pass.
      if (!failed) throw error;
      const culprit = failed.delivery;
      try {
        await this.recordFailure(culprit, failed.error);
      } finally {
        this.recordingFailure.delete(culprit.id);
      }
      const rest = claimed.filter((delivery) => delivery !== culprit).map((delivery) => delivery.id);
      if (rest.length > 0 && !this.stopped) await this.deliverBatch(names, rest);
      return claimed.length;
    }
    await runDeferred(afterCommit, (key, error) => this.logger.warn(`After-delivery work ${key} failed: ${String(error)}`));
    return claimed.length;
  }

  /**
   * The batch as the calls that run it, in claim order: each delivery on its own, except that the
   * deliveries of a subscriber with handleBatch go together, at the place of its first (subscribers
   * are independent of each other; each one's events keep their order).
   */
  private runsOf(claimed: ClaimedDelivery[], oneByOne: boolean): { handler: IntegrationEventHandler; deliveries: ClaimedDelivery[] }[] {
    const runs: { handler: IntegrationEventHandler; deliveries: ClaimedDelivery[] }[] = [];
    const together = new Map<string, ClaimedDelivery[]>();
    for (const delivery of claimed) {
      const handler = this.subscribers.local.get(delivery.subscriber)!.handler;
      const joined = !oneByOne && handler.handleBatch ? together.get(delivery.subscriber) : undefined;
      if (joined) {
        joined.push(delivery);
        continue;
      }
      const run = { handler, deliveries: [delivery] };
      if (!oneByOne && handler.handleBatch) together.set(delivery.subscriber, run.deliveries);
      runs.push(run);
    }
    return runs;
  }

  private async recordSuccess(tx: EntityManager, done: ClaimedDelivery[]): Promise<void> {
    if (done.length === 0) return;
    const deliveries = `{${done.map((delivery) => delivery.id).join(',')}}`;
    const events = `{${[...new Set(done.map((delivery) => delivery.outbox_id))].join(',')}}`;
    // An event all of whose deliveries are in this batch is delivered with them, in the same
    // statement: nobody else can finish one of them (this transaction holds them all), and all of
    // them are visible (fan-out wrote them in one committed statement). The other events' last
    // deliveries are ordered by the outbox rows' locks: whichever commits last sees the others done
    // (its check runs after the lock, on a fresh snapshot) and marks the row. Those locks are taken
    // in id order, so two batches sharing events wait for each other instead of deadlocking.
    const shared = await tx.execute<{ id: string }[]>(
      `with done as (update event_deliveries set status = 'done', attempts = attempts + 1, done_at = now() where id = any (?::bigint[])),
            whole as (
              update outbox o set delivered_at = now()
               where o.id = any (?::bigint[]) and o.delivered_at is null
                 and not exists (select 1 from event_deliveries d where d.outbox_id = o.id and d.id <> all (?::bigint[]))
              returning o.id)
       select id from outbox where id = any (?::bigint[]) and id not in (select id from whole) order by id for no key update`,
      [deliveries, events, deliveries, events],
    );
    if (shared.length === 0) return;
    await tx.execute(
      `update outbox o set delivered_at = now()
        where o.id = any (?::bigint[]) and o.delivered_at is null
          and not exists (select 1 from event_deliveries d where d.outbox_id = o.id and d.status <> 'done')`,
      [`{${shared.map((row) => row.id).join(',')}}`],
    );
  }

  /**
   * Records a failed attempt after its transaction rolled back. Guarded by the attempt count it
   * read: if another instance's relay ran the delivery meanwhile, that run's outcome stands (this
   * process's own passes keep off it, see recordingFailure; across instances the window is a few
   * milliseconds and costs at most one uncounted run, which at-least-once delivery allows).
   */
  private async recordFailure(delivery: ClaimedDelivery, error: unknown): Promise<void> {
    const failures = delivery.attempts + 1;
    const park = shouldPark(failures, this.retry);
    const delayMs = retryDelayMs(failures, this.retry);
    const reason = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, MAX_ERROR_LENGTH);
    await this.orm.em.fork().execute(
      `update event_deliveries
          set attempts = ?, last_error = ?,
              status = case when ? then 'parked' else status end,
              parked_at = case when ? then now() else parked_at end,
              next_attempt_at = now() + ? * interval '1 millisecond'
        where id = ? and status = 'pending' and attempts = ?`,
      [failures, reason, park, park, delayMs, delivery.id, delivery.attempts],
    );
    const what = `${delivery.event_type} #${delivery.outbox_id} → ${delivery.subscriber}`;
    if (park) {
      this.logger.error(`Delivery of ${what} failed ${failures} time(s); parked for an admin to retry: ${firstLine(reason)}`);
      return;
    }
    this.logger.warn(
      `Delivery of ${what} failed (attempt ${failures}/${this.retry.attempts}), retrying in ${delayMs} ms: ${firstLine(reason)}`,
    );
    this.passAfter(delayMs);
  }

  /** A pass when a retry falls due, sooner than the safety poll would (the poll covers it if this process stops). */
  private passAfter(delayMs: number): void {
    if (delayMs >= SAFETY_POLL_MS || this.stopped) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.pass();
    }, delayMs);
    timer.unref();
    this.retryTimers.add(timer);
  }
}

const firstLine = (text: string) => text.split('\n', 1)[0];

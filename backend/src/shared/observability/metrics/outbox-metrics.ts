import type { MikroORM } from '@mikro-orm/postgresql';
import { Gauge, type Registry } from 'prom-client';
import { scrapeOnce } from './scrape-once.js';

interface OutboxBacklog {
  undispatched: number;
  pending: number;
  parked: number;
  lag_seconds: number;
}

/**
 * Event delivery (ADR 0006), read at scrape time in one statement on the partial indexes the relay
 * itself uses. Lag is the age of the oldest event still owed to a subscriber (not yet fanned out,
 * or a pending delivery, retries included); parked deliveries wait for an admin and are counted
 * apart, so one of them does not make the lag grow forever.
 */
export function registerOutboxMetrics(registry: Registry, orm: MikroORM): void {
  const read = scrapeOnce(async () => {
    const [row] = await orm.em.fork().execute<OutboxBacklog[]>(
      `select (select count(*) from outbox where dispatched_at is null)::int as undispatched,
              (select count(*) from event_deliveries where status = 'pending')::int as pending,
              (select count(*) from event_deliveries where status = 'parked')::int as parked,
              coalesce(extract(epoch from now() - least(
                (select min(occurred_at) from outbox where dispatched_at is null),
                (select min(o.occurred_at) from event_deliveries d join outbox o on o.id = d.outbox_id where d.status = 'pending')
              )), 0)::float8 as lag_seconds`,
    );
    return row!;
  });
  const gauge = (name: string, help: string, pick: (b: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await read()));
      },
    });
  gauge('reagentswap_outbox_undispatched_events', 'Committed events not yet fanned out to their subscribers', (b) => b.undispatched);
  gauge('reagentswap_event_deliveries_pending', 'Event deliveries waiting to run (due or backing off)', (b) => b.pending);
  gauge('reagentswap_event_deliveries_parked', 'Event deliveries parked after their last attempt, waiting for an admin', (b) => b.parked);
  gauge('reagentswap_event_delivery_lag_seconds', 'Age of the oldest event still owed to a subscriber (0 when none)', (b) => b.lag_seconds);
}

import { Migration } from '@mikro-orm/migrations';

/**
 * At-least-once delivery per subscriber (ADR 0006). An outbox row is `dispatched` once fanned out
 * into one delivery per subscriber, and `delivered` once every one of them succeeded.
 */
export class Migration20261123100000_event_delivery extends Migration {
  override name = 'Migration20261123100000_event_delivery';

  up(): void {
    this.addSql(`alter table outbox add column delivered_at timestamptz`);
    // Rows the old relay published were handed to the handlers of the time; nothing to redo.
    this.addSql(`update outbox set delivered_at = dispatched_at where dispatched_at is not null`);
    this.addSql(`
      create table event_subscribers (
        name text primary key,
        event_types text[] not null,
        seen_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table event_deliveries (
        id bigserial primary key,
        outbox_id bigint not null references outbox (id),
        subscriber text not null,
        status text not null default 'pending' check (status in ('pending', 'done', 'parked')),
        attempts integer not null default 0 check (attempts >= 0),
        next_attempt_at timestamptz not null default now(),
        last_error text,
        created_at timestamptz not null default now(),
        done_at timestamptz,
        parked_at timestamptz,
        constraint event_deliveries_once unique (outbox_id, subscriber),
        check ((status = 'done') = (done_at is not null)),
        check ((status = 'parked') = (parked_at is not null))
      )`);
    this.addSql(`create index event_deliveries_due on event_deliveries (next_attempt_at, id) where status = 'pending'`);
    this.addSql(`create index event_deliveries_parked on event_deliveries (parked_at desc, id desc) where status = 'parked'`);
  }
}

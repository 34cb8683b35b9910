import { Migration } from '@mikro-orm/migrations';

/**
 * One row per push notification and device, claimed before the POST to the push service and
 * stamped after it (ADR 0005, "Push exactly once"): a job re-run after a crash finds the claim and
 * does not send again. The checks keep the states honest whatever code writes them: only a `sent`
 * row has `sent_at`, and a row waiting for a retry or given up says why. No foreign key to
 * push_subscriptions: the record outlives a device that was removed (a 410 deletes it).
 */
export class Migration20261127300000_push_sends extends Migration {
  override name = 'Migration20261127300000_push_sends';

  up(): void {
    this.addSql(`
      create table push_sends (
        delivery_id uuid not null references push_deliveries(id) on delete cascade,
        subscription_id uuid not null,
        status text not null default 'claimed' check (status in ('claimed', 'sent', 'gone', 'retry', 'failed')),
        attempts integer not null default 1 check (attempts >= 1),
        claimed_at timestamptz not null default now(),
        sent_at timestamptz,
        last_error text,
        primary key (delivery_id, subscription_id),
        constraint push_sends_sent_has_sent_at check ((status = 'sent') = (sent_at is not null)),
        constraint push_sends_sent_after_claim check (sent_at is null or sent_at >= claimed_at),
        constraint push_sends_failure_has_error check (status not in ('retry', 'failed') or last_error is not null)
      )`);
  }
}

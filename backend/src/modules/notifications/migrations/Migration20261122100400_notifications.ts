import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications: every e-mail the system sends (the local outbox of the embedded default, and the
 * delivery log with SMTP), push subscriptions per device, and one row per push notification (its
 * dedupe key, so an event delivered twice never pushes twice).
 */
export class Migration20261122100400_notifications extends Migration {
  override name = 'Migration20261122100400_notifications';

  up(): void {
    this.addSql(`
      create table mail_outbox (
        id uuid primary key default gen_random_uuid(),
        dedupe_key text not null,
        kind text not null,
        template text not null,
        recipient_user_id uuid references users(id) on delete set null,
        to_address text not null,
        reply_to text,
        subject text not null,
        html text,
        text text,
        status text not null default 'queued' check (status in ('queued', 'delivered', 'failed')),
        transport text check (transport in ('smtp', 'local')),
        attempts integer not null default 0,
        last_error text,
        created_at timestamptz not null default now(),
        delivered_at timestamptz,
        check ((status = 'delivered') = (delivered_at is not null and transport is not null))
      )`);
    this.addSql(`create unique index mail_outbox_dedupe_key on mail_outbox (dedupe_key)`);
    this.addSql(`create index mail_outbox_created on mail_outbox (created_at desc, id desc)`);
    this.addSql(`create index mail_outbox_queued on mail_outbox (created_at) where status = 'queued'`);
    this.addSql(`create index mail_outbox_recipient on mail_outbox (recipient_user_id)`);
    this.addSql(`
      create table push_subscriptions (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id) on delete cascade,
        endpoint text not null,
        p256dh text not null,
        auth text not null,
        user_agent text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        last_success_at timestamptz
      )`);
    this.addSql(`create unique index push_subscriptions_endpoint on push_subscriptions (endpoint)`);
    this.addSql(`create index push_subscriptions_user on push_subscriptions (user_id)`);
    this.addSql(`
      create table push_deliveries (
        id uuid primary key default gen_random_uuid(),
        dedupe_key text not null,
        kind text not null,
        template text not null,
        user_id uuid not null references users(id) on delete cascade,
        title text not null,
        body text not null,
        url text not null,
        devices integer not null default 0,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create unique index push_deliveries_dedupe_key on push_deliveries (dedupe_key)`);
  }
}

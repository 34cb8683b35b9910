import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 item 5 (ADR 0029): the member's notification centre. One row per notification, keyed
 * like the e-mail and push records by the notification's dedupe key, so a redelivered event lists
 * nothing twice. The partial index answers the bell's unread count and the list's newest-first
 * page; user_id names an identity member without a foreign key (another module's table, ADR 0021).
 */
export class Migration20261128100100_in_app_notifications extends Migration {
  override name = 'Migration20261128100100_in_app_notifications';

  up(): void {
    this.addSql(`
      create table notifications.in_app_notifications (
        id uuid primary key default gen_random_uuid(),
        dedupe_key text not null unique,
        user_id uuid not null,
        kind text not null,
        title text not null,
        body text not null,
        url text not null,
        created_at timestamptz not null default now(),
        read_at timestamptz,
        constraint in_app_notifications_read_after_created check (read_at is null or read_at >= created_at)
      )`);
    this.addSql(`create index in_app_notifications_newest on notifications.in_app_notifications (user_id, created_at desc, id desc)`);
    this.addSql(`create index in_app_notifications_unread on notifications.in_app_notifications (user_id) where read_at is null`);
  }

  override down(): void {
    this.addSql(`drop table notifications.in_app_notifications`);
  }
}

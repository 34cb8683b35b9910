import { Migration } from '@mikro-orm/migrations';

/** Shared infrastructure: the transactional outbox. */
export class Migration20261122100000_platform extends Migration {
  override name = 'Migration20261122100000_platform';

  up(): void {
    this.addSql(`create extension if not exists pgcrypto`);
    this.addSql(`
      create table outbox (
        id bigserial primary key,
        event_type text not null,
        payload jsonb not null,
        occurred_at timestamptz not null default now(),
        dispatched_at timestamptz
      )`);
    this.addSql(`create index outbox_undispatched on outbox (id) where dispatched_at is null`);
  }
}

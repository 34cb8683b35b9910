import { Migration } from '@mikro-orm/migrations';

/**
 * The relay wakes on NOTIFY instead of polling (docs/adr/0015-event-backbone-and-roles.md): every
 * statement that writes outbox rows notifies `outbox_relay`, delivered to listeners when its
 * transaction commits (never for a rollback) and folded into one per transaction by PostgreSQL.
 * Delivered events are deleted after EVENT_RETENTION_HOURS; the index finds them.
 */
export class Migration20261127600000_event_backbone extends Migration {
  override name = 'Migration20261127600000_event_backbone';

  up(): void {
    this.addSql(`
      create function outbox_notify_relay() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_relay', '');
        return null;
      end $$`);
    this.addSql(`create trigger outbox_notify_relay after insert on outbox for each statement execute function outbox_notify_relay()`);
    this.addSql(`create index outbox_delivered on outbox (delivered_at) where delivered_at is not null`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications' two "at most once" records (docs/adr/0013-digests.md), both decided by the
 * database so that several API instances racing each other still send once:
 * - digest_sends: one row per member, digest kind and period. A run claims the row before it
 *   queues the member's digest; the primary key makes a second instance's claim (or a rerun) a
 *   no-op, and the row says what came of it.
 * - message_mail_cooldowns: the last e-mailed message per sender–recipient pair. A new-message
 *   e-mail goes out only if it can move the pair's row forward by at least the cooldown (one
 *   conditional upsert, serialised by the row lock), or if the row already names this message (a
 *   redelivered event whose first attempt failed after claiming).
 */
export class Migration20261124200000_digests extends Migration {
  override name = 'Migration20261124200000_digests';

  up(): void {
    this.addSql(`
      create table digest_sends (
        member_id uuid not null references users(id),
        kind text not null check (kind in ('daily', 'weekly')),
        period date not null,
        outcome text not null default 'claimed' check (outcome in ('claimed', 'queued', 'nothing-new', 'not-delivered')),
        email_outcome text,
        push_outcome text,
        claimed_at timestamptz not null default now(),
        primary key (kind, period, member_id)
      )`);
    this.addSql(`create index digest_sends_claimed on digest_sends (claimed_at)`);

    this.addSql(`
      create table message_mail_cooldowns (
        sender_id uuid not null references users(id),
        recipient_id uuid not null references users(id),
        last_message_id uuid not null,
        last_mailed_at timestamptz not null,
        primary key (sender_id, recipient_id)
      )`);
  }
}

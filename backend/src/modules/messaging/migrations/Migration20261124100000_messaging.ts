import { Migration } from '@mikro-orm/migrations';

/**
 * Messaging (issue 10, ADR 0011) on the messages table the swaps migration created:
 * - `seq`, a sequence number per message, is the conversation's keyset cursor. Senders take a
 *   per-conversation lock before drawing it, so within a conversation seq order is commit order
 *   and a page read never misses a message that commits later (no gaps, no duplicates).
 * - `client_id`, the sender's client-generated id, unique per sender: a resend stores nothing new.
 * - indexes for a conversation's pages (whole, or about one reagent), the thread list (my sent and
 *   received messages) and the unread counts.
 * - views over identity's and catalog's tables, the only columns messaging reads of theirs.
 */
export class Migration20261124100000_messaging extends Migration {
  override name = 'Migration20261124100000_messaging';

  up(): void {
    // Messages stored before this migration (swap approvals) are numbered in the order they were written.
    this.addSql(`alter table messages add column seq bigint`);
    this.addSql(`
      update messages m set seq = o.n
        from (select id, row_number() over (order by created_at, id) as n from messages) o
       where o.id = m.id`);
    this.addSql(`alter table messages alter column seq set not null`);
    this.addSql(`alter table messages alter column seq add generated always as identity`);
    this.addSql(`select setval(pg_get_serial_sequence('messages', 'seq'), coalesce(max(seq), 0) + 1, false) from messages`);
    this.addSql(`alter table messages add constraint messages_seq_unique unique (seq)`);

    this.addSql(`alter table messages add column client_id uuid`);
    this.addSql(`create unique index messages_client_id on messages (sender_id, client_id) where client_id is not null`);

    this.addSql(`drop index messages_conversation`);
    this.addSql(
      `create index messages_conversation on messages (least(sender_id, recipient_id), greatest(sender_id, recipient_id), seq desc)`,
    );
    this.addSql(
      `create index messages_conversation_reagent on messages (least(sender_id, recipient_id), greatest(sender_id, recipient_id), reagent_id, seq desc)
        where reagent_id is not null`,
    );
    this.addSql(`create index messages_sent on messages (sender_id, seq)`);
    this.addSql(`create index messages_received on messages (recipient_id, seq)`);
    this.addSql(`drop index messages_unread`);
    this.addSql(`create index messages_unread on messages (recipient_id, sender_id) where not read`);

    this.addSql(`
      create view messaging_members as
        select u.id as user_id,
               p.username,
               p.display_username,
               (u.approval_status = 'approved' and not u.is_deleted) as can_message
          from users u
          left join profiles p on p.user_id = u.id`);
    this.addSql(`create view messaging_reagents as select id as reagent_id, name from reagents`);
  }
}

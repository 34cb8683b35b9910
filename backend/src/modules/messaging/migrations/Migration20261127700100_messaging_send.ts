import { Migration } from '@mikro-orm/migrations';

/**
 * A message send and a mark-read each in ONE round trip (issue 16, docs/adr/0011-messaging.md).
 *
 * messaging_send replaces begin, conversation lock, insert, outbox insert and commit: called on its
 * own (autocommit) it is the whole transaction, the lock held until its implicit commit; called
 * inside a caller's transaction (a swap approval) the lock is held until that commits, as before.
 * It takes the same advisory lock key as the statements it replaces, BEFORE the insert draws seq, so
 * within a conversation seq order stays commit order. A clientId the sender already used stores
 * nothing and answers the stored message (created = false); plpgsql takes a new snapshot per
 * statement, so that read sees the row the unique index waited for.
 *
 * The outbox row is the one recordInOutbox writes for MessageSent (event_type, payload): the type
 * string comes from the caller (MessageSent.eventType), the payload is MessageSentPayload built
 * from the stored row — sentAt as JavaScript's toISOString, millisecond precision, UTC.
 *
 * messaging_mark_read marks read and records MessagesRead only when it marked something: a
 * statement-level trigger announces every insert statement on outbox (outbox_notify_relay), so an
 * insert-select of no rows in a CTE would still wake every relay on each page read.
 */
export class Migration20261127700100_messaging_send extends Migration {
  override name = 'Migration20261127700100_messaging_send';

  up(): void {
    this.addSql(`
      create function messaging_send(
        p_sender uuid, p_recipient uuid, p_reagent uuid, p_content text, p_payload jsonb, p_client_id uuid,
        p_event_type text, p_pushed_live boolean)
      returns table (created boolean, id uuid, client_id uuid, sender_id uuid, recipient_id uuid, reagent_id uuid,
                     content text, read boolean, payload jsonb, created_at timestamptz, seq bigint)
      language plpgsql as $$
      #variable_conflict use_column
      declare
        m messages;
      begin
        perform pg_advisory_xact_lock(hashtextextended(
          'messaging.conversation:' || least(p_sender, p_recipient) || ':' || greatest(p_sender, p_recipient), 0));
        insert into messages (sender_id, recipient_id, reagent_id, content, payload, client_id)
             values (p_sender, p_recipient, p_reagent, p_content, p_payload, p_client_id)
        on conflict (sender_id, client_id) where client_id is not null do nothing
        returning * into m;
        if m.id is null then
          return query select false, e.id, e.client_id, e.sender_id, e.recipient_id, e.reagent_id, e.content, e.read, e.payload,
                              e.created_at, e.seq
                         from messages e where e.sender_id = p_sender and e.client_id = p_client_id;
          return;
        end if;
        insert into outbox (event_type, payload) values (p_event_type, jsonb_build_object(
          'messageId', m.id, 'clientId', m.client_id, 'senderId', m.sender_id, 'recipientId', m.recipient_id,
          'reagentId', m.reagent_id, 'content', m.content, 'payload', m.payload, 'cursor', m.seq::text,
          'sentAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          || case when p_pushed_live then '{"pushedLive": true}'::jsonb else '{}'::jsonb end);
        return query select true, m.id, m.client_id, m.sender_id, m.recipient_id, m.reagent_id, m.content, m.read, m.payload,
                            m.created_at, m.seq;
      end $$`);

    this.addSql(`
      create function messaging_mark_read(
        p_reader uuid, p_sender uuid, p_reagent uuid, p_up_to bigint, p_event_type text, p_read_at text)
      returns setof uuid
      language plpgsql as $$
      declare
        marked uuid[];
      begin
        with read_now as (
          update messages m set read = true
           where m.recipient_id = p_reader and m.sender_id = p_sender and not m.read
             and (p_reagent is null or m.reagent_id = p_reagent) and (p_up_to is null or m.seq <= p_up_to)
          returning m.id, m.seq)
        select array_agg(r.id order by r.seq) into marked from read_now r;
        if marked is null then
          return;
        end if;
        insert into outbox (event_type, payload) values (p_event_type, jsonb_build_object(
          'readerId', p_reader, 'senderId', p_sender, 'reagentId', p_reagent, 'messageIds', to_jsonb(marked), 'readAt', p_read_at));
        return query select unnest(marked);
      end $$`);
  }

  override down(): void {
    this.addSql(`drop function messaging_mark_read(uuid, uuid, uuid, bigint, text, text)`);
    this.addSql(`drop function messaging_send(uuid, uuid, uuid, text, jsonb, uuid, text, boolean)`);
  }
}

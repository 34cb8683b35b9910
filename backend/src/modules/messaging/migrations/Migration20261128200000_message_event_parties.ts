import { Migration } from '@mikro-orm/migrations';

/**
 * messaging_send as Migration20261127700100 wrote it, its outbox payload extended by `extra` (a jsonb
 * expression over `m`); with `announceLater` (Migration20261128300100) a send in its own
 * transaction (p_pushed_live) asks the outbox trigger not to NOTIFY for its row.
 */
export const sendFunction = (extra: string, announceLater = false) => `
  create or replace function messaging.messaging_send(
    p_sender uuid, p_recipient uuid, p_reagent uuid, p_content text, p_payload jsonb, p_client_id uuid,
    p_event_type text, p_pushed_live boolean)
  returns table (created boolean, id uuid, client_id uuid, sender_id uuid, recipient_id uuid, reagent_id uuid,
                 content text, read boolean, payload jsonb, created_at timestamptz, seq bigint)
  language plpgsql
  set search_path = messaging, platform, public
  as $$
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
${announceLater ? `    if p_pushed_live then perform set_config('outbox.announce', 'later', true); end if;\n` : ''}    insert into outbox (event_type, payload) values (p_event_type, jsonb_build_object(
      'messageId', m.id, 'clientId', m.client_id, 'senderId', m.sender_id, 'recipientId', m.recipient_id,
      'reagentId', m.reagent_id, 'content', m.content, 'payload', m.payload, 'cursor', m.seq::text,
      'sentAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      || case when p_pushed_live then '{"pushedLive": true}'::jsonb else '{}'::jsonb end${extra});
${announceLater ? `    if p_pushed_live then perform set_config('outbox.announce', '', true); end if;\n` : ''}    return query select true, m.id, m.client_id, m.sender_id, m.recipient_id, m.reagent_id, m.content, m.read, m.payload,
                        m.created_at, m.seq;
  end $$`;

/** One party as identity.member_contacts publishes them (MessagePartySnapshot), or null. */
const party = (id: string) => `(select jsonb_build_object(
      'userId', c.user_id, 'email', c.email, 'username', c.username, 'displayUsername', c.display_username,
      'approvalStatus', c.approval_status, 'isSuspended', c.is_deleted, 'flags', c.notification_flags)
    from identity.member_contacts c where c.user_id = ${id})`;

/** The outbox payload's `parties`, both read from identity.member_contacts. */
export const WITH_PARTIES = ` || jsonb_build_object('parties', jsonb_build_object('sender', ${party('m.sender_id')}, 'recipient', ${party('m.recipient_id')}))`;

/**
 * MessageSent carries both parties (issue 16, ADR 0030): the notification subscriber stops reading
 * the sender's and the recipient's users and profiles back for every batch — the ORM's hydration of
 * those rows was the largest CPU cost left in a drain. Added by the outbox insert of messaging_send
 * itself, from the view identity publishes for it (identity.member_contacts, as swap events do),
 * so the send stays one round trip; two primary-key lookups inside it. Older events have no
 * `parties` and are still worded: the subscriber then reads them.
 */
export class Migration20261128200000_message_event_parties extends Migration {
  override name = 'Migration20261128200000_message_event_parties';

  up(): void {
    this.addSql(sendFunction(WITH_PARTIES));
  }

  override down(): void {
    this.addSql(sendFunction(''));
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * A member's send in one round trip instead of two (issue 16, ADR 0034): the permission check
 * (standingWith's — the recipient listed, both members allowed to write, not oneself, the reagent
 * asked about shown) and messaging_send in one call. When the check refuses, nothing is written and
 * the row says why (the handler words the refusal, in requireStanding's order); else messaging_send's
 * row, with the checks' flags. Names are schema-qualified and the function pins no search_path (a
 * pinned one is a configuration change and restore per call; messaging_send pins its own).
 */
export class Migration20261128300200_messaging_send_checked extends Migration {
  override name = 'Migration20261128300200_messaging_send_checked';

  up(): void {
    this.addSql(`
      create function messaging.messaging_send_checked(
        p_sender uuid, p_recipient uuid, p_reagent uuid, p_reagent_asked boolean, p_content text, p_payload jsonb,
        p_client_id uuid, p_event_type text, p_pushed_live boolean)
      returns table (recipient_found boolean, can_message boolean, reagent_found boolean,
                     created boolean, id uuid, client_id uuid, sender_id uuid, recipient_id uuid, reagent_id uuid,
                     content text, read boolean, payload jsonb, created_at timestamptz, seq bigint)
      language plpgsql
      as $$
      #variable_conflict use_column
      declare
        v_found boolean;
        v_can boolean;
        v_reagent boolean;
      begin
        select coalesce(bool_or(d.user_id = p_recipient), false),
               p_recipient <> p_sender
                 and coalesce(bool_or(d.user_id = p_recipient and d.is_listed), false)
                 and coalesce(bool_or(d.user_id = p_sender and d.is_listed), false)
          into v_found, v_can
          from identity.member_directory d
         where d.user_id in (p_sender, p_recipient);
        v_reagent := p_reagent is not null and exists (select 1 from catalog.reagent_summaries r where r.reagent_id = p_reagent);
        if not v_found or not v_can or (p_reagent_asked and not v_reagent) then
          return query select v_found, v_can, v_reagent, null::boolean, null::uuid, null::uuid, null::uuid, null::uuid, null::uuid,
                              null::text, null::boolean, null::jsonb, null::timestamptz, null::bigint;
          return;
        end if;
        return query select v_found, v_can, v_reagent, s.created, s.id, s.client_id, s.sender_id, s.recipient_id, s.reagent_id,
                            s.content, s.read, s.payload, s.created_at, s.seq
                       from messaging.messaging_send(p_sender, p_recipient, case when p_reagent_asked then p_reagent end, p_content,
                                                     p_payload, p_client_id, p_event_type, p_pushed_live) s;
      end $$`);
  }

  override down(): void {
    this.addSql(`drop function messaging.messaging_send_checked(uuid, uuid, uuid, boolean, text, jsonb, uuid, text, boolean)`);
  }
}

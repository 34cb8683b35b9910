import { Migration } from '@mikro-orm/migrations';

/**
 * A transfer in one statement (docs/adr/0004-ledger.md, Round trips): `ledger_append_transfer`
 * locks both projection rows in id order, checks the transfer rules, appends the legs with their
 * positions and hash chain (ledger_event_hash, the SQL twin of event-hash.ts), updates the
 * projection and writes the outbox row — what LedgerStore did in two round trips. It never raises
 * for a broken rule: it writes nothing and returns no rows, and the store then runs the command
 * through the decider, which reports the exact error. Constraint violations (a used idempotency
 * key, a stream position taken by a concurrent first event) raise as before, for the store's retry.
 */
export class Migration20261127700200_ledger_append_transfer extends Migration {
  override name = 'Migration20261127700200_ledger_append_transfer';

  up(): void {
    this.addSql(ledgerAppendTransferSql(false));
  }

  override down(): void {
    this.addSql(`drop function if exists ledger_append_transfer(${LEDGER_APPEND_TRANSFER_ARGS})`);
  }
}

export const LEDGER_APPEND_TRANSFER_ARGS =
  'uuid, uuid, bigint, uuid, text, text, text, text, uuid, text, timestamptz, uuid[], bigint, text, jsonb';

const OUTBOX_INSERT = `insert into outbox (event_type, payload) values (p_outbox_type, p_outbox_payload);`;

/**
 * The outbox row. With `announceLater` (migration 20261127700210) the caller may ask the outbox
 * trigger not to NOTIFY for it: it wakes the relay itself after its commit. The setting is reset
 * right after the insert, so the rest of a caller's transaction notifies as usual.
 */
const outboxInsert = (announceLater: boolean): string =>
  announceLater
    ? `        if p_announce_later then perform set_config('outbox.announce', 'later', true); end if;
        ${OUTBOX_INSERT}
        if p_announce_later then perform set_config('outbox.announce', '', true); end if;
`
    : `        ${OUTBOX_INSERT}
`;

/**
 * The function, as migration 20261127700200 made it and, with `announceLater`, as 20261127700210
 * remade it; with `source`, as 20261127950000 remade it (the command's source on every line).
 */
export function ledgerAppendTransferSql(announceLater: boolean, source = false): string {
  const sourceValue = source ? ', p_source' : '';
  return `
      create function ledger_append_transfer(
        p_from uuid, p_to uuid, p_amount_cents bigint, p_transfer_id uuid, p_from_reservation_id text,
        p_idempotency_key text, p_causation_id text, p_correlation_id text, p_actor_id uuid, p_reason text,
        p_created_at timestamptz, p_event_ids uuid[], p_max_balance_cents bigint, p_outbox_type text, p_outbox_payload jsonb${announceLater ? ', p_announce_later boolean' : ''}${source ? ', p_source text' : ''}
      ) returns setof ledger_events language plpgsql as $$
      declare
        locked credit_balances;
        payer credit_balances;
        payee credit_balances;
        released bigint := 0;
        events ledger_events[] := '{}';
        e ledger_events;
        seq integer;
        head bytea;
        balance bigint;
        reserved bigint;
        key_index smallint := 0;
      begin
        -- Ascending id order, as every ledger command locks: opposite transfers cannot deadlock.
        for locked in
          select * from credit_balances where account_id in (p_from, p_to) order by account_id for update
        loop
          if locked.account_id = p_from then payer := locked; else payee := locked; end if;
        end loop;

        -- The decider's transfer-out and transfer-in rules; anything else is left to it (no rows).
        if p_from = p_to or p_amount_cents <= 0 or p_amount_cents > p_max_balance_cents
           or payer.account_id is null or payer.last_sequence = 0 then
          return;
        end if;
        if p_from_reservation_id is not null then
          released := (payer.reservations ->> p_from_reservation_id)::bigint;
          if released is null then return; end if;
        end if;
        if payer.balance_cents - (payer.reserved_cents - released) < p_amount_cents
           or coalesce(payee.balance_cents, 0) + p_amount_cents > p_max_balance_cents then
          return;
        end if;

        seq := payer.last_sequence;
        head := payer.last_hash;
        balance := payer.balance_cents;
        reserved := payer.reserved_cents;
        if p_from_reservation_id is not null then
          seq := seq + 1;
          reserved := reserved - released;
          e := (p_event_ids[1], p_from, seq, 'ledger.reservation-released', released, balance, reserved,
                p_from_reservation_id, null, null, p_idempotency_key, key_index, p_causation_id, p_correlation_id,
                p_actor_id, p_reason, p_created_at, head, null${sourceValue});
          e.hash := ledger_event_hash(head, e.id, e.account_id, e.sequence, e.type, e.amount_cents, e.balance_after_cents,
            e.reserved_after_cents, e.reservation_id, e.transfer_id, e.counterparty_id, e.idempotency_key, e.key_index,
            e.causation_id, e.correlation_id, e.actor_id, e.reason, e.created_at);
          events := events || e;
          head := e.hash;
          key_index := key_index + 1;
        end if;
        seq := seq + 1;
        balance := balance - p_amount_cents;
        e := (p_event_ids[2], p_from, seq, 'ledger.credits-transferred-out', -p_amount_cents, balance, reserved,
              null, p_transfer_id, p_to, p_idempotency_key, key_index, p_causation_id, p_correlation_id,
              p_actor_id, p_reason, p_created_at, head, null${sourceValue});
        e.hash := ledger_event_hash(head, e.id, e.account_id, e.sequence, e.type, e.amount_cents, e.balance_after_cents,
          e.reserved_after_cents, e.reservation_id, e.transfer_id, e.counterparty_id, e.idempotency_key, e.key_index,
          e.causation_id, e.correlation_id, e.actor_id, e.reason, e.created_at);
        events := events || e;
        key_index := key_index + 1;
        update credit_balances
           set balance_cents = balance, reserved_cents = reserved, version = version + 1, last_sequence = seq,
               last_hash = e.hash, updated_at = now(),
               reservations = case when p_from_reservation_id is null then reservations else reservations - p_from_reservation_id end
         where account_id = p_from;

        -- The payee: opened first when it has no stream yet (a first payment in).
        seq := coalesce(payee.last_sequence, 0);
        head := coalesce(payee.last_hash, '\\x${'00'.repeat(32)}'::bytea);
        balance := coalesce(payee.balance_cents, 0);
        reserved := coalesce(payee.reserved_cents, 0);
        if seq = 0 then
          seq := 1;
          e := (p_event_ids[3], p_to, seq, 'ledger.account-opened', 0, balance, reserved,
                null, null, null, p_idempotency_key, key_index, p_causation_id, p_correlation_id,
                p_actor_id, p_reason, p_created_at, head, null${sourceValue});
          e.hash := ledger_event_hash(head, e.id, e.account_id, e.sequence, e.type, e.amount_cents, e.balance_after_cents,
            e.reserved_after_cents, e.reservation_id, e.transfer_id, e.counterparty_id, e.idempotency_key, e.key_index,
            e.causation_id, e.correlation_id, e.actor_id, e.reason, e.created_at);
          events := events || e;
          head := e.hash;
          key_index := key_index + 1;
        end if;
        seq := seq + 1;
        balance := balance + p_amount_cents;
        e := (p_event_ids[4], p_to, seq, 'ledger.credits-transferred-in', p_amount_cents, balance, reserved,
              null, p_transfer_id, p_from, p_idempotency_key, key_index, p_causation_id, p_correlation_id,
              p_actor_id, p_reason, p_created_at, head, null${sourceValue});
        e.hash := ledger_event_hash(head, e.id, e.account_id, e.sequence, e.type, e.amount_cents, e.balance_after_cents,
          e.reserved_after_cents, e.reservation_id, e.transfer_id, e.counterparty_id, e.idempotency_key, e.key_index,
          e.causation_id, e.correlation_id, e.actor_id, e.reason, e.created_at);
        events := events || e;

        -- The unique (account_id, sequence) and (idempotency_key, key_index) decide here, as before.
        insert into ledger_events select * from unnest(events);
        insert into credit_balances (account_id, balance_cents, reserved_cents, version, last_sequence, last_hash, reservations, updated_at)
        values (p_to, balance, reserved, coalesce(payee.version, 0) + 1, seq, e.hash, coalesce(payee.reservations, '{}'::jsonb), now())
        on conflict (account_id) do update set
          balance_cents = excluded.balance_cents, reserved_cents = excluded.reserved_cents, version = excluded.version,
          last_sequence = excluded.last_sequence, last_hash = excluded.last_hash, updated_at = excluded.updated_at;
${outboxInsert(announceLater)}        return query select * from unnest(events);
      end $$`;
}

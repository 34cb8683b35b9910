import { EVENT_COLUMNS, INSERT_COLUMNS } from './stored-event.js';

/**
 * The hash of a ledger_events row as a SQL expression over the columns of `alias`: the bytes of
 * ledger_event_hash (migration 20261127700220) and event-hash.ts, written out so PostgreSQL plans it
 * once with the statement instead of calling a plpgsql function per row. The field order and form
 * (`<utf-8 byte length>:<text>`, `~` for null) are canonicalEvent's; the parity test in
 * ledger-store.int.spec.ts and every audit hold the three together.
 */
export function eventHashSql(alias: string): string {
  const fields = [
    'id::text',
    'account_id::text',
    'sequence::text',
    'type',
    'amount_cents::text',
    'balance_after_cents::text',
    'reserved_after_cents::text',
    'reservation_id',
    'transfer_id::text',
    'counterparty_id::text',
    'idempotency_key',
    'key_index::text',
    'causation_id',
    'correlation_id',
    'actor_id::text',
    'reason',
  ].map((column) => `${alias}.${column}`);
  fields.push(`floor(extract(epoch from ${alias}.created_at) * 1000)::bigint::text`);
  const field = (text: string) => `coalesce(octet_length(${text})::text || ':' || ${text}, '~')`;
  return `sha256(${alias}.prev_hash || convert_to(${fields.map(field).join(' || ')}, 'UTF8'))`;
}

/**
 * The common transfer — payer and payee both have a stream, no reservation is released — as one
 * statement of data-modifying CTEs (docs/adr/0032-ledger-transfer-as-one-statement.md). It does what
 * ledger_append_transfer does for that case, without plpgsql: no function set-up (its pinned
 * search_path is a configuration change per call), no array of composite rows built field by
 * field, no nested hash-function calls; as a named prepared statement its plan is made once per
 * connection.
 *
 *   p       the parameters, once;
 *   locked  both projection rows, locked in ascending account id order (LockRows above the sort),
 *           as every ledger command locks them, so opposite transfers cannot deadlock;
 *   legs    the debit and the credit leg, only when every transfer rule holds — the payer's
 *           available balance covers the amount and the payee stays within the maximum; otherwise
 *           no row, and nothing below writes anything;
 *   hashed  each leg with its hash, chained on its own stream's head;
 *   ins     the append; its unique (account_id, sequence) and (idempotency_key, key_index) decide
 *           a race or a reused key, as before;
 *   upd     both projection rows (values computed from the locked rows, so a row re-read after a
 *           lock wait is the one written);
 *   ob      the outbox row announcing the debit leg. With announce_later (a transfer on its own
 *           connection, where this statement is the whole transaction) the outbox trigger is asked
 *           not to NOTIFY: the store wakes the relays itself after the commit (migration
 *           20261127700210). The setting is transaction-local, and only set in that case.
 *
 * Rows: the two legs in key order, as EVENT_COLUMNS reads them; none when the statement declined
 * (a rule failed, or a case it does not take: the store then calls ledger_append_transfer).
 */
export const TRANSFER_STATEMENT = `with p as materialized (
  select ?::uuid as payer, ?::uuid as payee, ?::bigint as amount, ?::uuid as transfer_id, ?::text as idempotency_key,
         ?::text as causation_id, ?::text as correlation_id, ?::uuid as actor_id, ?::text as reason, ?::timestamptz as created_at,
         ?::uuid as out_id, ?::uuid as in_id, ?::bigint as max_balance, ?::text as outbox_type, ?::jsonb as outbox_payload,
         case when ?::boolean then set_config('outbox.announce', 'later', true) end as quiet, ?::text as source
), locked as materialized (
  select b.account_id, b.balance_cents, b.reserved_cents, b.last_sequence, b.last_hash
    from credit_balances b, p where b.account_id in (p.payer, p.payee) order by b.account_id for update of b
), legs as materialized (
  select p.out_id as id, x.account_id, x.last_sequence + 1 as sequence, 'ledger.credits-transferred-out'::text as type,
         -p.amount as amount_cents, x.balance_cents - p.amount as balance_after_cents, x.reserved_cents as reserved_after_cents,
         null::text as reservation_id, p.transfer_id, p.payee as counterparty_id, p.idempotency_key, 0::smallint as key_index,
         p.causation_id, p.correlation_id, p.actor_id, p.reason, p.created_at, x.last_hash as prev_hash, p.source
    from p join locked x on x.account_id = p.payer join locked y on y.account_id = p.payee
   where p.payer <> p.payee and p.amount > 0 and x.last_sequence > 0 and y.last_sequence > 0
     and x.balance_cents - x.reserved_cents >= p.amount and y.balance_cents + p.amount <= p.max_balance
  union all
  select p.in_id, y.account_id, y.last_sequence + 1, 'ledger.credits-transferred-in', p.amount, y.balance_cents + p.amount,
         y.reserved_cents, null, p.transfer_id, p.payer, p.idempotency_key, 1::smallint, p.causation_id, p.correlation_id,
         p.actor_id, p.reason, p.created_at, y.last_hash, p.source
    from p join locked x on x.account_id = p.payer join locked y on y.account_id = p.payee
   where p.payer <> p.payee and p.amount > 0 and x.last_sequence > 0 and y.last_sequence > 0
     and x.balance_cents - x.reserved_cents >= p.amount and y.balance_cents + p.amount <= p.max_balance
), hashed as materialized (
  select l.*, ${eventHashSql('l')} as hash from legs l
), ins as (
  insert into ledger_events (${INSERT_COLUMNS}) select ${INSERT_COLUMNS} from hashed returning ${EVENT_COLUMNS}
), upd as (
  update credit_balances b
     set balance_cents = h.balance_after_cents, reserved_cents = h.reserved_after_cents, version = b.version + 1,
         last_sequence = h.sequence, last_hash = h.hash, updated_at = now()
    from hashed h where b.account_id = h.account_id
), ob as (
  insert into outbox (event_type, payload) select p.outbox_type, p.outbox_payload from p, hashed h where h.key_index = 0
)
select * from ins order by key_index`;

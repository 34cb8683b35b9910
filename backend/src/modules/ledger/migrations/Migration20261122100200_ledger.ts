import { Migration } from '@mikro-orm/migrations';

/**
 * The credit ledger (design.md §4, docs/adr/0004-ledger.md): the append-only event store
 * `ledger_events`, refused UPDATE/DELETE/TRUNCATE by the database itself, and the `credit_balances`
 * projection written in the same transaction as each append.
 */
export class Migration20261122100200_ledger extends Migration {
  override name = 'Migration20261122100200_ledger';

  up(): void {
    this.addSql(`
      create table ledger_events (
        id uuid primary key,
        account_id uuid not null,
        sequence integer not null check (sequence > 0),
        type text not null check (type in (
          'ledger.account-opened', 'ledger.credits-granted', 'ledger.credits-adjusted', 'ledger.credits-reserved',
          'ledger.reservation-released', 'ledger.credits-transferred-out', 'ledger.credits-transferred-in')),
        amount_cents bigint not null,
        balance_after_cents bigint not null,
        reserved_after_cents bigint not null,
        reservation_id text,
        transfer_id uuid,
        counterparty_id uuid,
        idempotency_key text not null check (length(idempotency_key) between 1 and 200),
        key_index smallint not null check (key_index >= 0),
        causation_id text,
        correlation_id text,
        actor_id uuid,
        reason text,
        created_at timestamptz not null,
        prev_hash bytea not null check (octet_length(prev_hash) = 32),
        hash bytea not null check (octet_length(hash) = 32),
        -- Two writers cannot both take the same position in a stream (the expected-version check).
        constraint ledger_events_stream_position unique (account_id, sequence),
        -- A command's events are identified by its idempotency key: it can only happen once.
        constraint ledger_events_idempotency unique (idempotency_key, key_index),
        -- No event may leave an account with a negative available balance.
        constraint ledger_events_available_not_negative check (reserved_after_cents >= 0 and balance_after_cents >= reserved_after_cents),
        constraint ledger_events_amount_sign check (case type
          when 'ledger.account-opened' then amount_cents = 0
          when 'ledger.credits-granted' then amount_cents > 0
          when 'ledger.credits-adjusted' then true
          when 'ledger.credits-reserved' then amount_cents > 0 and reservation_id is not null
          when 'ledger.reservation-released' then amount_cents > 0 and reservation_id is not null
          when 'ledger.credits-transferred-out' then amount_cents < 0
          when 'ledger.credits-transferred-in' then amount_cents > 0
          else false end),
        constraint ledger_events_transfer_legs check (
          (type in ('ledger.credits-transferred-out', 'ledger.credits-transferred-in'))
            = (transfer_id is not null and counterparty_id is not null and counterparty_id <> account_id))
      )`);

    // History is never rewritten: corrections are new events. Statement-level, so even an UPDATE
    // that matches no row is refused, and so is TRUNCATE (which row triggers would not see).
    this.addSql(`
      create function ledger_events_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger_events is append-only: % is not allowed; record a correcting event instead', tg_op
          using errcode = 'restrict_violation';
      end $$`);
    this.addSql(`
      create trigger ledger_events_append_only before update or delete or truncate on ledger_events
        for each statement execute function ledger_events_refuse_change()`);

    // The canonical hash of an event, byte for byte the one infrastructure/event-hash.ts computes.
    this.addSql(`
      create function ledger_hash_field(value text) returns text language sql immutable parallel safe as $$
        select case when value is null then '~' else octet_length(value)::text || ':' || value end
      $$`);
    this.addSql(`
      create function ledger_event_hash(
        prev_hash bytea, id uuid, account_id uuid, sequence integer, type text, amount_cents bigint,
        balance_after_cents bigint, reserved_after_cents bigint, reservation_id text, transfer_id uuid,
        counterparty_id uuid, idempotency_key text, key_index smallint, causation_id text, correlation_id text,
        actor_id uuid, reason text, created_at timestamptz
      ) returns bytea language sql immutable parallel safe as $$
        select sha256(prev_hash || convert_to(
          ledger_hash_field(id::text) || ledger_hash_field(account_id::text) || ledger_hash_field(sequence::text) ||
          ledger_hash_field(type) || ledger_hash_field(amount_cents::text) || ledger_hash_field(balance_after_cents::text) ||
          ledger_hash_field(reserved_after_cents::text) || ledger_hash_field(reservation_id) ||
          ledger_hash_field(transfer_id::text) || ledger_hash_field(counterparty_id::text) ||
          ledger_hash_field(idempotency_key) || ledger_hash_field(key_index::text) || ledger_hash_field(causation_id) ||
          ledger_hash_field(correlation_id) || ledger_hash_field(actor_id::text) || ledger_hash_field(reason) ||
          ledger_hash_field(floor(extract(epoch from created_at) * 1000)::bigint::text), 'UTF8'))
      $$`);

    // The projection, written in the same transaction as the events. Its checks repeat the
    // ledger's invariant so that not even a bug can store a negative available balance.
    this.addSql(`
      create table credit_balances (
        account_id uuid primary key,
        balance_cents bigint not null,
        reserved_cents bigint not null,
        version integer not null check (version >= 0),
        last_sequence integer not null check (last_sequence >= 0),
        last_hash bytea not null check (octet_length(last_hash) = 32),
        reservations jsonb not null default '{}'::jsonb,
        updated_at timestamptz not null default now(),
        constraint credit_balances_available_not_negative check (reserved_cents >= 0 and balance_cents >= reserved_cents)
      ) with (fillfactor = 80)`);
  }
}

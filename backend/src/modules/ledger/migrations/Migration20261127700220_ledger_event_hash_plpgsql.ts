import { Migration } from '@mikro-orm/migrations';

const SIGNATURE = `ledger_event_hash(
        prev_hash bytea, id uuid, account_id uuid, sequence integer, type text, amount_cents bigint,
        balance_after_cents bigint, reserved_after_cents bigint, reservation_id text, transfer_id uuid,
        counterparty_id uuid, idempotency_key text, key_index smallint, causation_id text, correlation_id text,
        actor_id uuid, reason text, created_at timestamptz
      ) returns bytea`;

/**
 * `ledger_event_hash` in plpgsql, the same bytes (infrastructure/event-hash.ts; the parity test in
 * ledger-store.int.spec.ts). As a SQL-language function calling `ledger_hash_field` seventeen
 * times it cost about 0.6 ms per call in a transaction of its own: called from plpgsql (the
 * one-statement transfer, two hashes per transfer), a SQL function's body is parsed and planned
 * again in every transaction, nested calls included. Each field is now written inline:
 * `coalesce(<byte length> || ':' || text, '~')` is `~` exactly when the text is null.
 */
export class Migration20261127700220_ledger_event_hash_plpgsql extends Migration {
  override name = 'Migration20261127700220_ledger_event_hash_plpgsql';

  up(): void {
    const field = (text: string) => `coalesce(octet_length(${text})::text || ':' || ${text}, '~')`;
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
      'floor(extract(epoch from created_at) * 1000)::bigint::text',
    ];
    this.addSql(`
      create or replace function ${SIGNATURE} language plpgsql immutable parallel safe as $$
      begin
        return sha256(prev_hash || convert_to(${fields.map(field).join(' || ')}, 'UTF8'));
      end $$`);
  }

  override down(): void {
    // As Migration20261122100200_ledger made it.
    this.addSql(`
      create or replace function ${SIGNATURE} language sql immutable parallel safe as $$
        select sha256(prev_hash || convert_to(
          ledger_hash_field(id::text) || ledger_hash_field(account_id::text) || ledger_hash_field(sequence::text) ||
          ledger_hash_field(type) || ledger_hash_field(amount_cents::text) || ledger_hash_field(balance_after_cents::text) ||
          ledger_hash_field(reserved_after_cents::text) || ledger_hash_field(reservation_id) ||
          ledger_hash_field(transfer_id::text) || ledger_hash_field(counterparty_id::text) ||
          ledger_hash_field(idempotency_key) || ledger_hash_field(key_index::text) || ledger_hash_field(causation_id) ||
          ledger_hash_field(correlation_id) || ledger_hash_field(actor_id::text) || ledger_hash_field(reason) ||
          ledger_hash_field(floor(extract(epoch from created_at) * 1000)::bigint::text), 'UTF8'))
      $$`);
  }
}

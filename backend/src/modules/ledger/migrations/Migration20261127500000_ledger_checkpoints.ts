import { Migration } from '@mikro-orm/migrations';

/**
 * Signed checkpoints of the ledger (ADR 0004, "Checkpoints"). Append-only like the events: a
 * checkpoint is evidence, and evidence is not edited. The checks keep every row well-formed; only
 * the key outside the database can tell a genuine one from a forged one.
 */
export class Migration20261127500000_ledger_checkpoints extends Migration {
  override name = 'Migration20261127500000_ledger_checkpoints';

  up(): void {
    this.addSql(`
      create table ledger_checkpoints (
        id uuid primary key,
        created_at timestamptz not null,
        -- The global position: events covered, the sum of every stream's last sequence.
        sequence bigint not null check (sequence >= 0),
        account_count integer not null check (account_count >= 0),
        head_hash bytea not null check (octet_length(head_hash) = 32),
        -- Per stream, in account order: 16 bytes of account id, the sequence (uint32), the 32-byte hash.
        heads bytea not null check (octet_length(heads) = account_count * 52),
        key_fingerprint text not null check (key_fingerprint ~ '^[0-9a-f]{16}$'),
        signature bytea not null check (octet_length(signature) = 32),
        trigger text not null check (trigger in ('scheduled', 'admin')),
        created_by uuid,
        constraint ledger_checkpoints_admin_named check ((trigger = 'admin') = (created_by is not null))
      )`);
    this.addSql(`create index ledger_checkpoints_newest on ledger_checkpoints (created_at desc, id desc)`);
    this.addSql(`
      create function ledger_checkpoints_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger_checkpoints is append-only: % is not allowed', tg_op
          using errcode = 'restrict_violation';
      end $$`);
    this.addSql(`
      create trigger ledger_checkpoints_append_only before update or delete or truncate on ledger_checkpoints
        for each statement execute function ledger_checkpoints_refuse_change()`);
  }
}

import { Migration } from '@mikro-orm/migrations';
import { LEDGER_APPEND_TRANSFER_ARGS, ledgerAppendTransferSql } from './Migration20261127700200_ledger_append_transfer.js';

/**
 * A transaction that NOTIFYs takes, at commit, a lock that serialises every such commit on the
 * database until its WAL is flushed (PostgreSQL's async.c, PreCommit_Notify: it keeps the
 * notification queue in commit order). The outbox trigger notified on every transfer, so the
 * ledger's transfers committed one at a time: on the bench, 2.4× fewer transfers per second with
 * the trigger than without (docs/benchmarks.md, Ledger). A writer may now ask the trigger to stay
 * quiet for its outbox insert (`outbox.announce` = 'later', transaction-local, reset by the writer
 * right after the insert) when it wakes the relay itself after its commit: the ledger's transfers
 * on their own connection do, with one NOTIFY per 250 ms at most (LedgerStore). Every other
 * insert notifies exactly as before.
 */
export class Migration20261127700210_ledger_transfer_announce_later extends Migration {
  override name = 'Migration20261127700210_ledger_transfer_announce_later';

  up(): void {
    this.addSql(`
      create or replace function outbox_notify_relay() returns trigger language plpgsql as $$
      begin
        if current_setting('outbox.announce', true) is distinct from 'later' then
          perform pg_notify('outbox_relay', '');
        end if;
        return null;
      end $$`);
    this.addSql(`drop function ledger_append_transfer(${LEDGER_APPEND_TRANSFER_ARGS})`);
    this.addSql(ledgerAppendTransferSql(true));
  }

  override down(): void {
    this.addSql(`drop function ledger_append_transfer(${LEDGER_APPEND_TRANSFER_ARGS}, boolean)`);
    this.addSql(ledgerAppendTransferSql(false));
    this.addSql(`
      create or replace function outbox_notify_relay() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_relay', '');
        return null;
      end $$`);
  }
}

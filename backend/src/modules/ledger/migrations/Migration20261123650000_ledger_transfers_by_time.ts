import { Migration } from '@mikro-orm/migrations';

/**
 * The finance report sums transfers over a time range (per period and per account): a partial
 * index on the transfer legs by time, carrying the summed columns, so it reads only the range's
 * transfers instead of the whole event stream.
 */
export class Migration20261123650000_ledger_transfers_by_time extends Migration {
  override name = 'Migration20261123650000_ledger_transfers_by_time';

  up(): void {
    this.addSql(`
      create index ledger_events_transfers_by_time on ledger_events (created_at) include (type, account_id, amount_cents)
        where type in ('ledger.credits-transferred-in', 'ledger.credits-transferred-out')`);
  }
}

import type { LedgerEventTypeName } from '../../domain/credit-account.events.js';

/** Which events of one account a history lists. `to` is exclusive. */
export interface HistoryFilter {
  accountId: string;
  types?: LedgerEventTypeName[];
  from?: Date;
  to?: Date;
}

/** The WHERE clause (after `account_id = ?`) and its parameters. */
export function historyConditions(filter: HistoryFilter): { where: string; params: unknown[] } {
  const parts = ['account_id = ?'];
  const params: unknown[] = [filter.accountId];
  if (filter.types && filter.types.length > 0) {
    parts.push('type in (?)');
    params.push(filter.types);
  }
  if (filter.from) {
    parts.push('created_at >= ?::timestamptz');
    params.push(filter.from.toISOString());
  }
  if (filter.to) {
    parts.push('created_at < ?::timestamptz');
    params.push(filter.to.toISOString());
  }
  return { where: parts.join(' and '), params };
}

import { Query } from '@nestjs/cqrs';
import type { BalanceView } from '../get-balance/get-balance.query.js';

export const MAX_BALANCES_PER_QUERY = 200;

/** Several accounts' balances at once (admin lists); accounts without events have balance 0. */
export class GetBalancesQuery extends Query<BalanceView[]> {
  constructor(readonly accountIds: string[]) {
    super();
  }
}

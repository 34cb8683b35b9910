import { Query } from '@nestjs/cqrs';

export interface BalanceView {
  accountId: string;
  balanceCents: number;
  reservedCents: number;
  availableCents: number;
  /** Commands applied to the account so far (0 for an account that has none). */
  version: number;
}

/** An account's balance from the projection; an account without events has balance 0. */
export class GetBalanceQuery extends Query<BalanceView> {
  constructor(readonly accountId: string) {
    super();
  }
}

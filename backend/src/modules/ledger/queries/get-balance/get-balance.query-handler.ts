import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { accountIdOf } from '../../commands/ledger-command.js';
import { sql, toNumber } from '../../infrastructure/sql.js';
import { GetBalanceQuery, type BalanceView } from './get-balance.query.js';

@QueryHandler(GetBalanceQuery)
export class GetBalanceHandler implements IQueryHandler<GetBalanceQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetBalanceQuery): Promise<BalanceView> {
    const accountId = accountIdOf(query.accountId);
    const [row] = await sql<{ balance_cents: string; reserved_cents: string; version: number }>(
      this.em,
      'select balance_cents, reserved_cents, version from credit_balances where account_id = ?',
      [accountId],
    );
    const balanceCents = row ? toNumber(row.balance_cents) : 0;
    const reservedCents = row ? toNumber(row.reserved_cents) : 0;
    return {
      accountId,
      balanceCents,
      reservedCents,
      availableCents: balanceCents - reservedCents,
      version: row ? toNumber(row.version) : 0,
    };
  }
}

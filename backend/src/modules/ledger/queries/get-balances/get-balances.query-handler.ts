import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { sql, toNumber } from '../../infrastructure/sql.js';
import type { BalanceView } from '../get-balance/get-balance.query.js';
import { GetBalancesQuery, MAX_BALANCES_PER_QUERY } from './get-balances.query.js';

@QueryHandler(GetBalancesQuery)
export class GetBalancesHandler implements IQueryHandler<GetBalancesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountIds }: GetBalancesQuery): Promise<BalanceView[]> {
    const ids = [...new Set(accountIds.filter(isUuid).map((id) => id.toLowerCase()))];
    if (ids.length > MAX_BALANCES_PER_QUERY)
      throw ValidationFailedError.of('userIds', `At most ${MAX_BALANCES_PER_QUERY} accounts at once`);
    if (ids.length === 0) return [];
    const rows = await sql<{ account_id: string; balance_cents: string; reserved_cents: string; version: number }>(
      this.em,
      `select account_id, balance_cents, reserved_cents, version from credit_balances where account_id in (${ids.map(() => '?').join(',')})`,
      ids,
    );
    const byId = new Map(rows.map((r) => [r.account_id, r]));
    return ids.map((accountId) => {
      const row = byId.get(accountId);
      const balanceCents = row ? toNumber(row.balance_cents) : 0;
      const reservedCents = row ? toNumber(row.reserved_cents) : 0;
      return {
        accountId,
        balanceCents,
        reservedCents,
        availableCents: balanceCents - reservedCents,
        version: row ? toNumber(row.version) : 0,
      };
    });
  }
}

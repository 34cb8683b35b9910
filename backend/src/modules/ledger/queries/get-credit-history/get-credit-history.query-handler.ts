import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PAGING_MESSAGES } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { accountIdOf } from '../../commands/ledger-command.js';
import { toView } from '../../infrastructure/ledger-store.js';
import { sql, toNumber } from '../../infrastructure/sql.js';
import { EVENT_COLUMNS, fromRow, type EventRow } from '../../infrastructure/stored-event.js';
import { GetCreditHistoryQuery, MAX_HISTORY_PAGE_SIZE, type CreditHistoryPage } from './get-credit-history.query.js';
import { historyConditions } from './history-filter.js';

@QueryHandler(GetCreditHistoryQuery)
export class GetCreditHistoryHandler implements IQueryHandler<GetCreditHistoryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: GetCreditHistoryQuery): Promise<CreditHistoryPage> {
    const { page, pageSize } = filter;
    if (!Number.isSafeInteger(page) || page < 1) throw ValidationFailedError.of('page', PAGING_MESSAGES.pageTooSmall);
    if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_HISTORY_PAGE_SIZE) {
      throw ValidationFailedError.of('pageSize', PAGING_MESSAGES.pageSizeOutOfRange(MAX_HISTORY_PAGE_SIZE));
    }
    const { where, params } = historyConditions({ ...filter, accountId: accountIdOf(filter.accountId) });
    const [{ total }] = await sql<{ total: string }>(this.em, `select count(*) as total from ledger_events where ${where}`, params);
    const rows = await sql<EventRow>(
      this.em,
      `select ${EVENT_COLUMNS} from ledger_events where ${where} order by sequence desc limit ? offset ?`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map((row) => toView(fromRow(row))), page, pageSize, total: toNumber(total) };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerEventView } from '../../commands/ledger-command.js';
import { accountIdOf } from '../../commands/ledger-command.js';
import { toView } from '../../infrastructure/ledger-store.js';
import { sql } from '../../infrastructure/sql.js';
import { EVENT_COLUMNS, fromRow, type EventRow } from '../../infrastructure/stored-event.js';
import { historyConditions, type HistoryFilter } from '../get-credit-history/history-filter.js';
import { ExportCreditHistoryQuery } from './export-credit-history.query.js';

const BATCH = 1000;

@QueryHandler(ExportCreditHistoryQuery)
export class ExportCreditHistoryHandler implements IQueryHandler<ExportCreditHistoryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ExportCreditHistoryQuery): Promise<AsyncIterable<LedgerEventView>> {
    const checked = { ...filter, accountId: accountIdOf(filter.accountId) };
    // Bind the context now: the iterable is consumed later, outside this call.
    const em = this.em.getContext(false);
    return this.lines(em, checked);
  }

  private async *lines(em: EntityManager, filter: HistoryFilter): AsyncGenerator<LedgerEventView> {
    const { where, params } = historyConditions(filter);
    let before = 2 ** 31 - 1;
    for (;;) {
      const rows = await sql<EventRow>(
        em,
        `select ${EVENT_COLUMNS} from ledger_events where ${where} and sequence < ? order by sequence desc limit ${BATCH}`,
        [...params, before],
      );
      for (const row of rows) yield toView(fromRow(row));
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1].sequence;
    }
  }
}

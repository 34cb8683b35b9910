import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { pageWindow } from '../../../../shared/http/page-window.js';
import { selectBound } from '../../../../shared/listing/bound-query.js';
import { likeLiteral } from '../../../../shared/listing/like-pattern.js';
import type { MailRecord } from '../../infrastructure/notifications.entities.js';
import { ListOutboxMailQuery, OUTBOX_PAGE, type OutboxPage } from './list-outbox-mail.query.js';
import { toOutboxMailSummary } from './outbox-mail.view.js';

/** The columns of a summary (bodies are not needed for the list), named as the record's fields. */
const SUMMARY_COLUMNS = `id, to_address as "toAddress", subject, kind, template, status, transport, attempts,
  last_error as "lastError", created_at as "createdAt", delivered_at as "deliveredAt"`;

type SummaryRow = Omit<MailRecord, 'createdAt' | 'deliveredAt'> & { createdAt: string | Date; deliveredAt: string | Date | null };

/** The driver returns timestamps as text (MikroORM turns them into dates for entities only). */
const toRecord = (row: SummaryRow): MailRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  deliveredAt: row.deliveredAt === null ? null : new Date(row.deliveredAt),
});

@QueryHandler(ListOutboxMailQuery)
export class ListOutboxMailHandler implements IQueryHandler<ListOutboxMailQuery> {
  constructor(private readonly orm: MikroORM) {}

  /** Plain SQL rather than findAndCount, so that the page (limit, offset, filters) is sent as bound parameters. */
  async execute({ page: requestedPage, pageSize: requestedSize, filter }: ListOutboxMailQuery): Promise<OutboxPage> {
    const { page, pageSize, offset } = pageWindow(requestedPage, requestedSize, OUTBOX_PAGE);
    const where = ['true'];
    const params: unknown[] = [];
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    // Case-insensitive exact address: the LIKE wildcards in it are escaped.
    if (filter.to?.trim()) {
      where.push('to_address ilike ?');
      params.push(likeLiteral(filter.to.trim()));
    }
    const condition = where.join(' and ');
    const em = this.orm.em.fork();
    const [rows, [{ total }]] = await Promise.all([
      selectBound<SummaryRow>(
        em,
        `select ${SUMMARY_COLUMNS} from mail_outbox where ${condition} order by created_at desc, id desc limit ? offset ?`,
        [...params, pageSize, offset],
      ),
      selectBound<{ total: number }>(em, `select count(*)::int as total from mail_outbox where ${condition}`, params),
    ]);
    return { items: rows.map((row) => toOutboxMailSummary(toRecord(row))), page, pageSize, total };
  }
}

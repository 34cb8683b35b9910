import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { pageWindow } from '../../../../shared/http/page-window.js';
import { likeLiteral } from '../../../../shared/listing/like-pattern.js';
import { MailSchema, type MailRecord } from '../../infrastructure/notifications.entities.js';
import { ListOutboxMailQuery, OUTBOX_PAGE, type OutboxPage } from './list-outbox-mail.query.js';
import { toOutboxMailSummary } from './outbox-mail.view.js';

@QueryHandler(ListOutboxMailQuery)
export class ListOutboxMailHandler implements IQueryHandler<ListOutboxMailQuery> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ page: requestedPage, pageSize: requestedSize, filter }: ListOutboxMailQuery): Promise<OutboxPage> {
    const { page, pageSize, offset } = pageWindow(requestedPage, requestedSize, OUTBOX_PAGE);
    const where: FilterQuery<MailRecord> = {};
    if (filter.status) where.status = filter.status;
    // Case-insensitive exact address: the LIKE wildcards in it are escaped.
    if (filter.to?.trim()) where.toAddress = { $ilike: likeLiteral(filter.to.trim()) };
    const [rows, total] = await this.orm.em.fork().findAndCount(MailSchema, where, {
      // Bodies are not needed for the list.
      exclude: ['html', 'text'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: pageSize,
      offset,
    });
    return { items: rows.map((row) => toOutboxMailSummary(row as MailRecord)), page, pageSize, total };
  }
}

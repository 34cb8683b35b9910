import { Query } from '@nestjs/cqrs';
import type { MailStatus } from '../../infrastructure/notifications.entities.js';
import type { OutboxMailSummaryView } from './outbox-mail.view.js';

export const OUTBOX_PAGE = { pageSize: 20, maxPageSize: 100 } as const;

export interface OutboxPage {
  items: OutboxMailSummaryView[];
  page: number;
  pageSize: number;
  total: number;
}

/** The mail outbox, newest first; optionally one status and/or one recipient address. */
export class ListOutboxMailQuery extends Query<OutboxPage> {
  constructor(
    readonly page?: number,
    readonly pageSize?: number,
    readonly filter: { status?: MailStatus; to?: string } = {},
  ) {
    super();
  }
}

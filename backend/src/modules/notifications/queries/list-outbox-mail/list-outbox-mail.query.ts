import { Query } from '@nestjs/cqrs';
import { PAGE_SIZES, type OutboxMailPage } from '@reagentswap/contracts';
import type { MailStatus } from '../../infrastructure/notifications.entities.js';

export const OUTBOX_PAGE = PAGE_SIZES.mailOutbox;

export type OutboxPage = OutboxMailPage;

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

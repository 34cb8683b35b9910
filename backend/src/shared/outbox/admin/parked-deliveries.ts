import { Injectable } from '@nestjs/common';
import { PAGE_SIZES, type Page, type ParkedDelivery } from '@reagentswap/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../../errors/domain-error.js';
import { pageWindow } from '../../http/page-window.js';
import { selectBound } from '../../listing/bound-query.js';
import { OUTBOX_CHANNEL } from '../outbox-relay.service.js';

interface ParkedRow {
  id: string;
  event_type: string;
  subscriber: string;
  attempts: number;
  last_error: string | null;
  occurred_at: Date;
  parked_at: Date | null;
}

export const DELIVERY_NOT_FOUND_MESSAGE = 'No such event delivery';
export const DELIVERY_NOT_PARKED_MESSAGE = 'This delivery is not parked: it has been delivered or is being retried already';

/** The admin's view of parked deliveries, and the Retry button behind it. */
@Injectable()
export class ParkedDeliveries {
  constructor(private readonly orm: MikroORM) {}

  async list(requestedPage: number, requestedSize: number): Promise<Page<ParkedDelivery>> {
    const { page, pageSize, offset } = pageWindow(requestedPage, requestedSize, PAGE_SIZES.parkedDeliveries);
    const em = this.orm.em.fork();
    const [{ total }] = await em.execute<{ total: string }[]>(`select count(*) as total from event_deliveries where status = 'parked'`);
    const rows = await selectBound<ParkedRow>(
      em,
      `select d.id, o.event_type, d.subscriber, d.attempts, d.last_error, o.occurred_at, d.parked_at
         from event_deliveries d join outbox o on o.id = d.outbox_id
        where d.status = 'parked'
        order by d.parked_at desc, d.id desc
        limit ? offset ?`,
      [pageSize, offset],
    );
    return { items: rows.map(toView), page, pageSize, total: Number(total) };
  }

  /** Gives a parked delivery a fresh set of attempts, starting now. */
  async retry(id: string): Promise<void> {
    const em = this.orm.em.fork();
    // The relaying processes may be others (APP_ROLE=worker): the retry wakes them as an outbox write would.
    const updated = await em.execute<{ id: string }[]>(
      `with retried as (
         update event_deliveries set status = 'pending', attempts = 0, next_attempt_at = now(), parked_at = null
          where id = ? and status = 'parked' returning id
       )
       select id, pg_notify(?, '') from retried`,
      [id, OUTBOX_CHANNEL],
    );
    if (updated.length === 0) {
      const [exists] = await em.execute<{ id: string }[]>('select id from event_deliveries where id = ?', [id]);
      if (!exists) throw new NotFoundError(DELIVERY_NOT_FOUND_MESSAGE, 'DELIVERY_NOT_FOUND');
      throw new ConflictError(DELIVERY_NOT_PARKED_MESSAGE, 'DELIVERY_NOT_PARKED');
    }
  }
}

const toView = (row: ParkedRow): ParkedDelivery => ({
  id: String(row.id),
  eventType: row.event_type,
  subscriber: row.subscriber,
  attempts: row.attempts,
  lastError: row.last_error?.split('\n', 1)[0] ?? null,
  occurredAt: new Date(row.occurred_at).toISOString(),
  parkedAt: row.parked_at ? new Date(row.parked_at).toISOString() : null,
});

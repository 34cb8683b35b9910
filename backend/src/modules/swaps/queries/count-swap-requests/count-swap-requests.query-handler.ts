import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountSwapRequestsQuery } from './count-swap-requests.query.js';

@QueryHandler(CountSwapRequestsQuery)
export class CountSwapRequestsHandler implements IQueryHandler<CountSwapRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ viewerId }: CountSwapRequestsQuery) {
    const [row] = await this.em.execute<Record<'rp' | 'rx' | 'sp' | 'sx', number>[]>(
      `select count(*) filter (where owner_id = ? and status = 'pending')::int as rp,
              count(*) filter (where owner_id = ? and status <> 'pending')::int as rx,
              count(*) filter (where requester_id = ? and status = 'pending')::int as sp,
              count(*) filter (where requester_id = ? and status <> 'pending')::int as sx
         from swap_requests where owner_id = ? or requester_id = ?`,
      [viewerId, viewerId, viewerId, viewerId, viewerId, viewerId],
    );
    return { received: { pending: row.rp, past: row.rx }, sent: { pending: row.sp, past: row.sx } };
  }
}

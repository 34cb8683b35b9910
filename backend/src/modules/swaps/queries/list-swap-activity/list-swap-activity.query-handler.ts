import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { ListSwapActivityQuery, MAX_SWAP_ACTIVITY_MEMBERS, type SwapActivity } from './list-swap-activity.query.js';

@QueryHandler(ListSwapActivityQuery)
export class ListSwapActivityHandler implements IQueryHandler<ListSwapActivityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberIds, since, until }: ListSwapActivityQuery): Promise<SwapActivity[]> {
    const ids = [...new Set(memberIds.filter(isUuid))];
    if (ids.length > MAX_SWAP_ACTIVITY_MEMBERS) throw new Error(`ListSwapActivityQuery: at most ${MAX_SWAP_ACTIVITY_MEMBERS} members`);
    if (ids.length === 0) return [];
    // Each member's swaps on either side (through the owner and requester indexes), then their
    // transitions in the period that someone else made (a declined or expired counter-offer is a
    // cancellation, ADR 0027; the rounds themselves are notified one by one). Scheduled jobs run outside any request:
    // read through a fork of our own.
    const rows = await this.em.fork().execute<SwapActivity[]>(
      `with members as (select jsonb_array_elements_text(?::jsonb)::uuid as member_id),
            sides as (
              select m.member_id, s.id, 'owner' as side from members m join swap_requests s on s.owner_id = m.member_id
              union all
              select m.member_id, s.id, 'requester' as side from members m join swap_requests s on s.requester_id = m.member_id)
       select x.member_id as "memberId",
              count(*) filter (where t.action = 'requested' and x.side = 'owner')::int as received,
              count(*) filter (where t.action = 'approved' and x.side = 'requester')::int as approved,
              count(*) filter (where t.action = 'rejected' and x.side = 'requester')::int as rejected,
              count(*) filter (where t.action in ('cancelled', 'counter-declined', 'expired'))::int as cancelled,
              count(*) filter (where t.action = 'shipped' and x.side = 'requester')::int as shipped,
              count(*) filter (where t.action = 'completed' and x.side = 'owner')::int as completed
         from sides x
         join swap_transitions t on t.swap_request_id = x.id
        where t.at >= ? and t.at < ? and t.actor_id is distinct from x.member_id
          and t.action in ('requested', 'approved', 'rejected', 'cancelled', 'counter-declined', 'expired', 'shipped', 'completed')
        group by x.member_id`,
      [JSON.stringify(ids), since, until],
    );
    // A transition that is news to neither side (say, an approval made by someone other than the owner) would count nothing.
    return rows.filter((row) => row.received + row.approved + row.rejected + row.cancelled + row.shipped + row.completed > 0);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_LIST_PAGE } from '@reagentswap/contracts';
import { pageWindow } from '../../../../shared/http/page-window.js';
import { selectBound } from '../../../../shared/listing/bound-query.js';
import { SWAP_VIEW_SELECT, toSwapView, type SwapViewRow } from '../swap-request.view.js';
import { ListSwapRequestsQuery } from './list-swap-requests.query.js';

@QueryHandler(ListSwapRequestsQuery)
export class ListSwapRequestsHandler implements IQueryHandler<ListSwapRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ viewerId, box, section, page: requested }: ListSwapRequestsQuery) {
    const { page, pageSize, offset } = pageWindow(requested.page, requested.pageSize, SWAP_LIST_PAGE);
    // Column names are chosen here, never taken from input.
    const party = box === 'received' ? 's.owner_id' : 's.requester_id';
    const status = section === 'pending' ? `s.status = 'pending'` : `s.status <> 'pending'`;
    const where = `where ${party} = ? and ${status}`;
    const [rows, [{ total }]] = await Promise.all([
      selectBound<SwapViewRow>(this.em, `${SWAP_VIEW_SELECT} ${where} order by s.updated_at desc, s.listing_seq desc limit ? offset ?`, [
        viewerId,
        pageSize,
        offset,
      ]),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from swap_requests s ${where}`, [viewerId]),
    ]);
    return { items: rows.map(toSwapView), page, pageSize, total };
  }
}

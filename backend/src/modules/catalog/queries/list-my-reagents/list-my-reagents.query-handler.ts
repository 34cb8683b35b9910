import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KEYSET_CURSOR, keysetPageSize } from '../../../../shared/listing/keyset-listing.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, EXPIRY_RULES, expiryToday } from '@reagentswap/contracts';
import { LISTING_LIMITS } from '../browse-reagents/listing-filter.js';
import { reagentViewsOf, toReagentView, type ReagentRow } from '../reagent.view.js';
import { ListMyReagentsQuery } from './list-my-reagents.query.js';

@QueryHandler(ListMyReagentsQuery)
export class ListMyReagentsHandler implements IQueryHandler<ListMyReagentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, tab, page, expiringSoon, today = expiryToday() }: ListMyReagentsQuery) {
    const limit = keysetPageSize(page.limit, LISTING_LIMITS);
    const after = page.cursor && KEYSET_CURSOR.test(page.cursor) ? ' and r.listing_seq < ?' : '';
    // contracts' isExpiringSoon: from today to 30 days ahead, both included.
    const soon = expiringSoon ? ' and r.expiry_date between ?::date and ?::date' : '';
    const rows = await this.em.execute<ReagentRow[]>(
      reagentViewsOf(
        `select r.* from reagents r where r.owner_id = ? and not r.is_deleted and r.is_available = ?${soon}${after} order by r.listing_seq desc limit ?`,
      ),
      [
        ownerId,
        tab === 'available',
        ...(soon ? [today, addDays(today, EXPIRY_RULES.expiringSoonDays)] : []),
        ...(after ? [page.cursor] : []),
        limit + 1,
      ],
    );
    const items = rows.slice(0, limit);
    return { items: items.map(toReagentView), nextCursor: rows.length > limit ? items[items.length - 1]!.seq : null };
  }
}

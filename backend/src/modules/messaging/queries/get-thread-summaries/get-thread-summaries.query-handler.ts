import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_CURSOR, THREAD_LIST_PAGE, type ThreadView } from '@reagentswap/contracts';
import { keysetPageSize } from '../../../../shared/listing/keyset-listing.js';
import { containsPattern } from '../../../../shared/listing/like-pattern.js';
import { GetThreadSummariesQuery } from './get-thread-summaries.query.js';

interface ThreadRow {
  other_id: string;
  username: string | null;
  display_username: string | null;
  can_message: boolean | null;
  reagent_id: string | null;
  reagent_name: string | null;
  last_seq: string;
  content: string;
  sender_id: string;
  created_at: Date | string;
  unread: number;
}

const LIMITS = { defaultPageSize: THREAD_LIST_PAGE.pageSize, maxPageSize: THREAD_LIST_PAGE.maxPageSize };

@QueryHandler(GetThreadSummariesQuery)
export class GetThreadSummariesHandler implements IQueryHandler<GetThreadSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  /**
   * Groups the member's messages (both indexed by member and seq) by other member and reagent,
   * counting the unread and, with a search, whether any message matches; then joins each group's
   * last message and the names. The cursor is the last message's seq, unique per thread.
   */
  async execute({ memberId, filter }: GetThreadSummariesQuery) {
    const limit = keysetPageSize(filter.limit, LIMITS);
    const search = filter.search?.trim() ? containsPattern(filter.search.trim()) : null;
    const cursor = filter.cursor && MESSAGE_CURSOR.test(filter.cursor) ? filter.cursor : null;
    const rows = await this.em.execute<ThreadRow[]>(
      `select t.other_id, mm.username, mm.display_username, mm.is_listed as can_message, t.reagent_id, r.name as reagent_name,
              t.last_seq::text as last_seq, m.content, m.sender_id, m.created_at, t.unread
         from (select case when sender_id = ? then recipient_id else sender_id end as other_id,
                      reagent_id,
                      max(seq) as last_seq,
                      count(*) filter (where recipient_id = ? and not read)::int as unread,
                      ${search ? 'bool_or(content ilike ?)' : 'false'} as content_matches
                 from messages
                where sender_id = ? or recipient_id = ?
                group by 1, 2) t
         join messages m on m.seq = t.last_seq
         left join identity.member_directory mm on mm.user_id = t.other_id
         left join catalog.reagent_summaries r on r.reagent_id = t.reagent_id
        where true${cursor ? ' and t.last_seq < ?' : ''}${
          search ? ' and (t.content_matches or mm.username ilike ? or mm.display_username ilike ? or r.name ilike ?)' : ''
        }
        order by t.last_seq desc
        limit ?`,
      [
        memberId,
        memberId,
        ...(search ? [search] : []),
        memberId,
        memberId,
        ...(cursor ? [cursor] : []),
        ...(search ? [search, search, search] : []),
        limit + 1,
      ],
    );
    const items = rows.slice(0, limit);
    return { items: items.map(toThreadView), nextCursor: rows.length > limit ? items[items.length - 1]!.last_seq : null };
  }
}

const toThreadView = (row: ThreadRow): ThreadView => ({
  userId: row.other_id,
  username: row.username,
  displayName: row.display_username,
  reagentId: row.reagent_id,
  reagentName: row.reagent_name,
  lastMessage: row.content,
  lastMessageSenderId: row.sender_id,
  lastMessageAt: new Date(row.created_at).toISOString(),
  unreadCount: row.unread,
  canMessage: row.can_message === true,
});

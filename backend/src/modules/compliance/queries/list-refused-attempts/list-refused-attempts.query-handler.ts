import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RefusedAttemptPage, ScreeningSource } from '@reagentswap/contracts';
import { KEYSET_CURSOR, keysetPageSize } from '../../../../shared/listing/keyset-listing.js';
import { ListRefusedAttemptsQuery, REFUSED_ATTEMPT_LIMITS } from './list-refused-attempts.query.js';

interface RefusedAttemptRow {
  id: string;
  seq: string;
  created_at: Date | string;
  actor_id: string;
  username: string | null;
  display_username: string | null;
  name: string;
  cas_number: string | null;
  list: string;
  substance: string;
  source: ScreeningSource;
}

@QueryHandler(ListRefusedAttemptsQuery)
export class ListRefusedAttemptsHandler implements IQueryHandler<ListRefusedAttemptsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page }: ListRefusedAttemptsQuery): Promise<RefusedAttemptPage> {
    const limit = keysetPageSize(page.limit, REFUSED_ATTEMPT_LIMITS);
    const after = page.cursor && KEYSET_CURSOR.test(page.cursor) ? 'where a.seq < ?' : '';
    // Members' names through identity's view (identity.member_directory), never identity's tables.
    const rows = await this.em.execute<RefusedAttemptRow[]>(
      `select a.id, a.seq::text as seq, a.created_at, a.actor_id, m.username, m.display_username,
              a.name, a.cas_number, a.list, a.substance, a.source
         from compliance_refused_attempts a
         left join identity.member_directory m on m.user_id = a.actor_id
         ${after}
        order by a.seq desc
        limit ?`,
      [...(after ? [page.cursor] : []), limit + 1],
    );
    const items = rows.slice(0, limit);
    return {
      items: items.map((row) => ({
        id: row.id,
        at: new Date(row.created_at).toISOString(),
        actor: { id: row.actor_id, userName: row.username, displayName: row.display_username },
        name: row.name,
        casNumber: row.cas_number,
        list: row.list,
        substance: row.substance,
        source: row.source,
      })),
      nextCursor: rows.length > limit ? items[items.length - 1]!.seq : null,
    };
  }
}

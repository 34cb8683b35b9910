import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, EXPIRY_RULES } from '@reagentswap/contracts';
import { ListExpiringReagentsQuery, type ExpiringListing } from './list-expiring-reagents.query.js';

@QueryHandler(ListExpiringReagentsQuery)
export class ListExpiringReagentsHandler implements IQueryHandler<ListExpiringReagentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerIds, today }: ListExpiringReagentsQuery): Promise<Map<string, ExpiringListing[]>> {
    const byOwner = new Map<string, ExpiringListing[]>();
    if (ownerIds.length === 0) return byOwner;
    // Scheduled jobs run outside any request: read through a fork of our own.
    const rows = await this.em.fork().execute<{ id: string; owner_id: string; name: string; expiry_date: string }[]>(
      `select id, owner_id, name, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date
         from reagents
        where owner_id in (select jsonb_array_elements_text(?::jsonb)::uuid)
          and is_available and not is_deleted and expiry_date between ?::date and ?::date
        order by expiry_date, name`,
      [JSON.stringify(ownerIds), today, addDays(today, EXPIRY_RULES.firstReminderDays)],
    );
    for (const row of rows) {
      const listing = { id: row.id, name: row.name, expiryDate: row.expiry_date };
      byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), listing]);
    }
    return byOwner;
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATALOG_MESSAGES, cleanSavedSearchFilter, SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '@reagentswap/contracts';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { filterColumns, loadSavedSearchViews } from '../saved-search.row.js';
import { SaveSearchCommand } from './save-search.command.js';

/**
 * Takes the member's lowest free slot (1–20, unique per member: the database's limit). A concurrent
 * save that took the same slot first leaves this insert with nothing (`on conflict do nothing`):
 * it tries once more with the next free slot, and only a member with none free is refused.
 */
@CommandHandler(SaveSearchCommand)
export class SaveSearchHandler implements ICommandHandler<SaveSearchCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, name, filter, alertMode }: SaveSearchCommand) {
    const clean = cleanSavedSearchFilter(filter);
    if (clean.category) {
      const known = await this.em.execute(`select 1 from categories where id = ?`, [clean.category]);
      if (known.length === 0) throw ValidationFailedError.of('category', CATALOG_MESSAGES.unknownCategory);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const [saved] = await this.em.execute<{ id: string }[]>(
        `insert into saved_searches
           (member_id, slot, name, search, category_id, location, cas_number, no_hazard_pictograms, include_expired, alert_mode)
         select ?, free.slot, ?, ?, ?, ?, ?, ?, ?, ?
           from generate_series(1, ?) as free(slot)
          where not exists (select 1 from saved_searches taken where taken.member_id = ? and taken.slot = free.slot)
          order by free.slot
          limit 1
         on conflict (member_id, slot) do nothing
         returning id`,
        [memberId, name, ...filterColumns(clean), alertMode, SAVED_SEARCH_LIMITS.perMember, memberId],
      );
      if (saved) return (await loadSavedSearchViews(this.em, memberId, saved.id))[0]!;
    }
    throw new ConflictError(SAVED_SEARCH_MESSAGES.limitReached, 'SAVED_SEARCH_LIMIT');
  }
}

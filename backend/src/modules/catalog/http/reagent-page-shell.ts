import type { QueryBus } from '@nestjs/cqrs';
import { escapeHtml, type FilledPageShell } from '../../../shared/http/page-shell-slots.js';
import { GetReagentQuery } from '../queries/get-reagent/get-reagent.query.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * /reagents/{id}: the reagent's name and picture in the page's first paint, for a listing the detail
 * page shows anyone (GetReagentQuery, the API's own answer to a guest). For anything else — no such
 * listing, or the read failing — the plain index.html goes out and the page says what the API says.
 */
export function reagentPageShell(queries: QueryBus): FilledPageShell {
  return {
    path: new RegExp(`^/reagents/(${UUID})$`, 'i'),
    file: 'reagent.slots.html',
    async slots([, reagentId]) {
      const reagent = await queries.execute(new GetReagentQuery(reagentId!)).catch(() => undefined);
      if (!reagent) return undefined;
      const picture = reagent.imageUrl ?? reagent.thumbnailUrl;
      const name = escapeHtml(reagent.name);
      return { title: name, cover: picture ? `<img src="${escapeHtml(picture)}" alt="${name}">` : '' };
    },
  };
}

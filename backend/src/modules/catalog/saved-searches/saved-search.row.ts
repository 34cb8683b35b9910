import type { EntityManager } from '@mikro-orm/postgresql';
import type { SavedSearchAlertMode, SavedSearchFilter, SavedSearchView } from '@reagentswap/contracts';

/** A catalog.saved_searches row: Browse's filters in columns (ADR 0028). */
export interface SavedSearchRow {
  id: string;
  member_id: string;
  name: string;
  search: string | null;
  category_id: string | null;
  location: string | null;
  cas_number: string | null;
  no_hazard_pictograms: boolean;
  include_expired: boolean;
  alert_mode: SavedSearchAlertMode;
  created_at: Date | string;
}

/** The row's filter under Browse's query names (what /reagents puts in its URL). */
export function savedFilterOf(row: SavedSearchRow): SavedSearchFilter {
  const filter: SavedSearchFilter = {};
  if (row.search) filter.search = row.search;
  if (row.category_id) filter.category = row.category_id;
  if (row.location) filter.location = row.location;
  if (row.cas_number) filter.cas = row.cas_number;
  if (row.no_hazard_pictograms) filter.noHazardPictograms = 'true';
  if (row.include_expired) filter.showExpired = 'true';
  return filter;
}

/** The filter as the table's columns, in insert order. */
export const filterColumns = (filter: SavedSearchFilter) => [
  filter.search ?? null,
  filter.category ?? null,
  filter.location ?? null,
  filter.cas ?? null,
  filter.noHazardPictograms === 'true',
  filter.showExpired === 'true',
];

type ViewRow = SavedSearchRow & { category_name: string | null; new_matches: number | string };

const VIEW_SQL = `
  select s.*, c.name as category_name,
         (select count(*) from saved_search_matches m where m.saved_search_id = s.id and m.matched_at > s.last_run_at) as new_matches
    from saved_searches s
    left join categories c on c.id = s.category_id`;

const toView = (row: ViewRow): SavedSearchView => ({
  id: row.id,
  name: row.name,
  filter: savedFilterOf(row),
  categoryName: row.category_name,
  alertMode: row.alert_mode,
  createdAt: new Date(row.created_at).toISOString(),
  newMatches: Number(row.new_matches),
});

/** A member's saved searches, oldest first (the order they saved them in). */
export async function loadSavedSearchViews(em: EntityManager, memberId: string, id?: string): Promise<SavedSearchView[]> {
  const rows = await em.execute<ViewRow[]>(`${VIEW_SQL} where s.member_id = ?${id ? ' and s.id = ?' : ''} order by s.created_at, s.id`, [
    memberId,
    ...(id ? [id] : []),
  ]);
  return rows.map(toView);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { amountText } from '../domain/reagent-rules.js';

import type { ReagentView } from '@reagentswap/contracts';

export type { CursorPage, ReagentOwnerView, ReagentView } from '@reagentswap/contracts';

export const imageUrlOf = (key: string | null): string | null => (key ? `/api/images/${key}` : null);

/** The columns of a ReagentView over `r` (a page of reagents), `c` (category), `i` (image), `o` (owner). */
const REAGENT_VIEW_COLUMNS = `
  r.id, r.listing_seq::text as seq, r.name, r.catalogue_number, r.category_id, c.name as category_name, r.description,
  r.amount::float8 as amount, r.amount_unit, r.storage_conditions, r.number_of_packages, to_char(r.expiry_date, 'YYYY-MM-DD') as expiry_date,
  r.ghs_pictograms, r.hazard_statements, r.cas_number,
  i.display_key, i.thumbnail_key, r.created_at, r.updated_at, r.is_available, r.swapped_in_swap_id is not null as swapped_away,
  coalesce(r.city, o.city) as city, coalesce(r.country, o.country) as country,
  r.owner_id, o.username as owner_username, o.display_username as owner_display_username, o.lab_name as owner_lab,
  o.university_name as owner_university, o.city as owner_city, o.country as owner_country, o.location as owner_location`;

/** "The owner may be listed": approved and not suspended, read through the identity.listed_members view. */
export const OWNER_LISTED = `exists (select 1 from identity.listed_members o where o.user_id = r.owner_id)`;

/**
 * One statement that turns a page of reagent rows into ReagentViews. `pageSql` selects `r.*` from
 * `reagents r`, filtered, ordered and limited. Picking the page first, over reagents alone, and
 * only then joining the details of those few rows keeps the plan small: one seven-table join took
 * the planner ~15 ms per query, this shape ~1 ms (measured on 100,000 reagents). The owner join
 * is fenced (`offset 0`) so the planner does not fold it back into one big join.
 */
export const reagentViewsOf = (pageSql: string) => `
  with page as materialized (${pageSql})
  select ${REAGENT_VIEW_COLUMNS}
    from page r
    join categories c on c.id = r.category_id
    left join reagent_images i on i.reagent_id = r.id
    left join lateral (select * from identity.listed_members o where o.user_id = r.owner_id offset 0) o on true
   order by r.listing_seq desc`;

export interface ReagentRow {
  id: string;
  seq: string;
  name: string;
  catalogue_number: string;
  category_id: string;
  category_name: string;
  description: string;
  amount: number;
  amount_unit: string;
  storage_conditions: string;
  number_of_packages: number;
  expiry_date: string | null;
  cas_number: string | null;
  ghs_pictograms: string[];
  hazard_statements: string[];
  display_key: string | null;
  thumbnail_key: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  is_available: boolean;
  swapped_away: boolean;
  city: string | null;
  country: string | null;
  owner_id: string;
  owner_username: string | null;
  owner_display_username: string | null;
  owner_lab: string | null;
  owner_university: string | null;
  owner_city: string | null;
  owner_country: string | null;
  owner_location: string | null;
}

/** PostgreSQL's text of a timestamptz in a UTC session (MikroORM keeps timestamps as that text). */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as `Date#toISOString` writes it (milliseconds, truncated as Date truncates). PostgreSQL's
 * UTC text is rewritten as it is: `new Date(text)` goes through V8's slow legacy date parser, which
 * was the catalog's largest own cost per page in the catalog bench's profile (two per listing).
 * Any other form (another offset, a Date) takes the Date route.
 */
export function isoTimestamp(value: Date | string): string {
  const utc = typeof value === 'string' ? PG_UTC_TIMESTAMP.exec(value) : null;
  if (!utc) return new Date(value).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

export function toReagentView(row: ReagentRow): ReagentView {
  const amount = Number(row.amount);
  return {
    id: row.id,
    name: row.name,
    catalogNumber: row.catalogue_number,
    category: { id: row.category_id, name: row.category_name },
    description: row.description,
    amount,
    unit: row.amount_unit,
    amountText: amountText(amount, row.amount_unit),
    storageConditions: row.storage_conditions,
    numberOfPackages: row.number_of_packages,
    expiryDate: row.expiry_date,
    // The database only holds known codes (check constraint), so the narrowing is safe.
    casNumber: row.cas_number,
    ghsPictograms: row.ghs_pictograms as ReagentView['ghsPictograms'],
    hazardStatements: row.hazard_statements,
    imageUrl: imageUrlOf(row.display_key),
    thumbnailUrl: imageUrlOf(row.thumbnail_key),
    dateAdded: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    available: row.is_available,
    swappedAway: row.swapped_away,
    city: row.city,
    country: row.country,
    owner: {
      id: row.owner_id,
      userName: row.owner_username,
      displayName: row.owner_display_username,
      labName: row.owner_lab,
      university: row.owner_university,
      city: row.owner_city,
      country: row.owner_country,
      location: row.owner_location,
    },
  };
}

/**
 * One reagent by id. `listedOnly`: only when its owner may be listed (what anyone else sees);
 * otherwise also the owner's own reagent whatever their status (after their own edit).
 */
export async function loadReagentView(em: EntityManager, id: string, options: { listedOnly: boolean }): Promise<ReagentView | undefined> {
  const [row] = await em.execute<ReagentRow[]>(
    reagentViewsOf(`select r.* from reagents r where r.id = ? and not r.is_deleted${options.listedOnly ? ` and ${OWNER_LISTED}` : ''}`),
    [id],
  );
  return row ? toReagentView(row) : undefined;
}

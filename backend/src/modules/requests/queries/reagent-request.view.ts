import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryView, ReagentRequestView } from '@reagentswap/contracts';

export type { ReagentRequestView } from '@reagentswap/contracts';

/** "The requester may be shown": approved and not suspended, read through the identity.member_directory view. */
export const REQUESTER_LISTED = `exists (select 1 from identity.member_directory m where m.user_id = r.requester_id and m.is_listed)`;

/**
 * One statement that turns a page of request rows into views: `pageSql` selects `r.*` from
 * `reagent_requests r`, filtered, ordered and limited; only then are the requesters of those few
 * rows joined (the catalog's shape, see its reagent.view.ts). Category names come from the
 * catalog's query, not from its table.
 */
export const requestViewsOf = (pageSql: string) => `
  with page as materialized (${pageSql})
  select r.id, r.listing_seq::text as seq, r.name, r.catalogue_number, r.category_id, r.description,
         r.amount::float8 as amount, r.amount_unit, r.number_of_packages, r.storage_conditions, r.city, r.country, r.cas_number,
         r.is_fulfilled, r.created_at, r.updated_at, r.requester_id,
         m.username, m.display_username, m.lab_name, m.university_name
    from page r
    left join identity.member_directory m on m.user_id = r.requester_id
   order by r.listing_seq desc`;

export interface RequestRow {
  id: string;
  seq: string;
  name: string;
  catalogue_number: string | null;
  category_id: string | null;
  description: string | null;
  amount: number | null;
  amount_unit: string | null;
  number_of_packages: number | null;
  storage_conditions: string | null;
  city: string | null;
  country: string | null;
  cas_number: string | null;
  is_fulfilled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  requester_id: string;
  username: string | null;
  display_username: string | null;
  lab_name: string | null;
  university_name: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toRequestView(row: RequestRow, categories: Map<string, CategoryView>): ReagentRequestView {
  return {
    id: row.id,
    name: row.name,
    catalogNumber: row.catalogue_number,
    category: row.category_id ? (categories.get(row.category_id) ?? { id: row.category_id, name: row.category_id }) : null,
    description: row.description,
    amount: row.amount === null ? null : Number(row.amount),
    unit: row.amount_unit,
    numberOfPackages: row.number_of_packages,
    storageConditions: row.storage_conditions,
    city: row.city,
    country: row.country,
    casNumber: row.cas_number,
    isFulfilled: row.is_fulfilled,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    requester: {
      id: row.requester_id,
      userName: row.username,
      displayName: row.display_username,
      labName: row.lab_name,
      university: row.university_name,
    },
  };
}

/** The request rows of one id: any (not deleted) when `viewerId` is its requester, else only a listed one. */
export function requestRowById(em: EntityManager, id: string, viewerId: string): Promise<RequestRow[]> {
  return em.execute<RequestRow[]>(
    requestViewsOf(
      `select r.* from reagent_requests r where r.id = ? and not r.is_deleted and (r.requester_id = ? or ${REQUESTER_LISTED})`,
    ),
    [id, viewerId],
  );
}

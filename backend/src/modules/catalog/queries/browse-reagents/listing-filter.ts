import { asCasNumber, expiryToday, type ListingQuery } from '@reagentswap/contracts';
import { searchConditions } from '../../../../shared/listing/keyset-listing.js';
import { OWNER_LISTED } from '../reagent.view.js';

/** What browse, its count and the public profile's list filter by (all optional, all combined with AND). */
export interface ListingFilter {
  /** Words matched anywhere in name, catalogue number or description; case- and accent-insensitive. */
  search?: string;
  categoryId?: string;
  /** A city or a country, matched exactly (case-insensitive) against the effective location. */
  location?: string;
  ownerId?: string;
  /** A CAS number, canonical: only listings with exactly this one. */
  casNumber?: string;
  /** Only listings without any GHS hazard pictogram (Browse's 'No hazard pictograms'). */
  noHazardPictograms?: boolean;
  /** Also listings past their expiry date (Browse's 'Show expired'); hidden by default. */
  includeExpired?: boolean;
  /** "Today" for the expiry rule (yyyy-MM-dd, UTC); the current date when unset. */
  today?: string;
}

/**
 * Browse's query parameters as a ListingFilter. A saved search keeps the same parameters (ADR 0028),
 * so the alerts read it through this too and cannot mean something else than /reagents shows.
 */
export function listingFilterOf(query: Omit<ListingQuery, 'cursor' | 'limit'>): ListingFilter {
  return {
    search: query.search,
    categoryId: query.category,
    location: query.location,
    ownerId: query.ownerId,
    casNumber: asCasNumber(query.cas) ?? undefined,
    includeExpired: query.showExpired === 'true',
    noHazardPictograms: query.noHazardPictograms === 'true',
  };
}

export const LISTING_LIMITS = { defaultPageSize: 24, maxPageSize: 60, maxSearchWords: 5, latest: 4 } as const;

/**
 * The WHERE clause of a listing over `reagents r`: available, not deleted, owner listed, plus the
 * filters (search as in `searchWordConditions`).
 */
export function listingConditions(filter: ListingFilter): { where: string; params: unknown[] } {
  const search = searchConditions(filter.search, LISTING_LIMITS.maxSearchWords);
  const conditions = ['r.is_available', 'not r.is_deleted', ...search.conditions];
  const params: unknown[] = [...search.params];
  if (filter.categoryId) {
    conditions.push('r.category_id = ?');
    params.push(filter.categoryId);
  }
  if (filter.ownerId) {
    conditions.push('r.owner_id = ?');
    params.push(filter.ownerId);
  }
  if (filter.casNumber) {
    conditions.push('r.cas_number = ?');
    params.push(filter.casNumber);
  }
  if (filter.noHazardPictograms) conditions.push(`r.ghs_pictograms = '{}'`);
  if (!filter.includeExpired) {
    // Expired is 'expiry date before today' (contracts' isExpired), so the expiry day itself still shows.
    conditions.push('(r.expiry_date is null or r.expiry_date >= ?::date)');
    params.push(filter.today ?? expiryToday());
  }
  // The owner check, and the location filter where it needs the owner's city or country.
  if (filter.location) {
    conditions.push(`exists (select 1 from identity.listed_members o where o.user_id = r.owner_id
      and (lower(coalesce(r.city, o.city)) = lower(?) or lower(coalesce(r.country, o.country)) = lower(?)))`);
    params.push(filter.location, filter.location);
  } else {
    conditions.push(OWNER_LISTED);
  }
  return { where: conditions.join(' and '), params };
}

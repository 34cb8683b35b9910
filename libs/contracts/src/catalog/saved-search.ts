import type { ListingQuery } from './catalog.types.js';

/**
 * Saved searches (issue 19 item 2, ADR 0028): a member keeps a /reagents query and its filters under
 * a name, and is alerted when a new listing matches it. The browser's form and list and the server's
 * validation and notices read their limits and wording from here.
 */

export const SAVED_SEARCH_LIMITS = {
  /** How many saved searches one member may keep (the server enforces it, the UI says so first). */
  perMember: 20,
  name: 80,
} as const;

/** `instant`: alerted as matches are listed (e-mail and push per the member's settings); `digest-only`: only in their digest. */
export const SAVED_SEARCH_ALERT_MODES = ['instant', 'digest-only'] as const;
export type SavedSearchAlertMode = (typeof SAVED_SEARCH_ALERT_MODES)[number];

/**
 * What a saved search keeps: Browse Reagents' filters, under the names /reagents puts in its URL
 * (ListingQuery), so running one is opening /reagents with them.
 */
export interface SavedSearchFilter {
  search?: string;
  /** Category id */
  category?: string;
  /** A city or a country */
  location?: string;
  /** A canonical CAS number */
  cas?: string;
  noHazardPictograms?: 'true';
  showExpired?: 'true';
}

export const SAVED_SEARCH_FILTER_KEYS = ['search', 'category', 'location', 'cas', 'noHazardPictograms', 'showExpired'] as const;

export interface SavedSearchView {
  id: string;
  name: string;
  filter: SavedSearchFilter;
  /** The category's name when the search has one (for its summary). */
  categoryName: string | null;
  alertMode: SavedSearchAlertMode;
  createdAt: string;
  /** Listings that matched since the member last ran it (the in-app alert). */
  newMatches: number;
}

/** POST /api/saved-searches */
export interface SaveSearchBody extends SavedSearchFilter {
  name: string;
  alertMode: SavedSearchAlertMode;
}

/** PATCH /api/saved-searches/:id */
export interface RenameSavedSearchBody {
  name: string;
}

export const SAVED_SEARCH_MESSAGES = {
  saveButton: 'Save this search',
  saveTitle: 'Save this search',
  nameLabel: 'Name',
  alertModeLabel: 'Alerts',
  instant: 'Right away (e-mail and push per your notification settings)',
  digestOnly: 'Only in my digest',
  save: 'Save',
  saved: 'Search saved',
  nameRequired: 'Saved search name is required',
  nameTooLong: `Saved search name must be ${SAVED_SEARCH_LIMITS.name} characters or fewer`,
  alertModeInvalid: "Alerts must be 'instant' or 'digest-only'",
  limitReached: `You can keep up to ${SAVED_SEARCH_LIMITS.perMember} saved searches. Delete one on Saved Searches to save this one.`,
  notFound: 'Saved search not found',
  signedOut: 'You must be logged in to use saved searches',
  pageTitle: 'Saved Searches',
  pageLead: 'Searches you saved on Browse Reagents. New listings that match them alert you.',
  loading: 'Loading saved searches...',
  loadFailed: 'Failed to load saved searches. Please try again.',
  empty: 'No saved searches yet',
  emptyHint: "Set a search or filters on Browse Reagents and choose 'Save this search'.",
  browse: 'Browse Reagents',
  run: 'Run',
  rename: 'Rename',
  renamed: 'Saved search renamed',
  delete: 'Delete',
  deleteConfirm: 'Delete this saved search?',
  deleteConfirmDetail: 'Its alerts stop. Listings it found stay listed.',
  deleted: 'Saved search deleted',
  failed: 'Something went wrong. Please try again.',
  instantTag: 'Alerts right away',
  digestOnlyTag: 'Digest only',
  /** The alert for one new listing (e-mail subject, push title). */
  matchAvailable: 'A new reagent matches your saved search',
  allReagents: 'All reagents',
} as const;

export const newMatchesText = (n: number): string => (n === 1 ? '1 new match' : `${n} new matches`);

/** An import's one summary per member: 'A new reagent matches your saved searches' / '12 new reagents match your saved searches'. */
export const savedSearchMatchesHeadline = (count: number): string =>
  count === 1 ? 'A new reagent matches your saved searches' : `${count} new reagents match your saved searches`;

/** Only the filters that narrow anything, trimmed (what is stored and compared); takes Browse's query as it is. */
export function cleanSavedSearchFilter(filter: Pick<ListingQuery, (typeof SAVED_SEARCH_FILTER_KEYS)[number]>): SavedSearchFilter {
  const clean: SavedSearchFilter = {};
  const search = filter.search?.trim();
  if (search) clean.search = search;
  if (filter.category) clean.category = filter.category;
  if (filter.location) clean.location = filter.location;
  if (filter.cas) clean.cas = filter.cas;
  if (filter.noHazardPictograms === 'true') clean.noHazardPictograms = 'true';
  if (filter.showExpired === 'true') clean.showExpired = 'true';
  return clean;
}

/**
 * A saved search in words, e.g. '"acetone" · Solvents · Berlin · CAS 67-64-1 · No hazard pictograms':
 * the name the save dialog proposes and the list's summary line.
 */
export function savedSearchSummary(filter: SavedSearchFilter, categoryName?: string | null): string {
  const parts: string[] = [];
  const search = filter.search?.trim();
  if (search) parts.push(`"${search}"`);
  if (filter.category) parts.push(categoryName ?? 'One category');
  if (filter.location) parts.push(filter.location);
  if (filter.cas) parts.push(`CAS ${filter.cas}`);
  if (filter.noHazardPictograms === 'true') parts.push('No hazard pictograms');
  if (filter.showExpired === 'true') parts.push('Expired included');
  const summary = parts.length ? parts.join(' · ') : SAVED_SEARCH_MESSAGES.allReagents;
  return summary.length > SAVED_SEARCH_LIMITS.name ? `${summary.slice(0, SAVED_SEARCH_LIMITS.name - 1)}…` : summary;
}

/** '/reagents?search=acetone&category=…': where running a saved search goes. */
export function savedSearchPath(filter: SavedSearchFilter): string {
  // Built by hand: the contracts run without the DOM's URLSearchParams (the browser reads it back with it).
  const clean = cleanSavedSearchFilter(filter);
  const query = SAVED_SEARCH_FILTER_KEYS.flatMap((key) => {
    const value = clean[key];
    return value ? [`${key}=${encodeURIComponent(value)}`] : [];
  }).join('&');
  return query ? `/reagents?${query}` : '/reagents';
}

/** What is wrong with a saved search's name (trimmed), or null: the dialog, the rename field and the server say the same. */
export function savedSearchNameProblem(name: unknown): string | null {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) return SAVED_SEARCH_MESSAGES.nameRequired;
  if (trimmed.length > SAVED_SEARCH_LIMITS.name) return SAVED_SEARCH_MESSAGES.nameTooLong;
  return null;
}

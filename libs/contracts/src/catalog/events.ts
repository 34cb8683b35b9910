import type { ExpiryMilestone } from './expiry.rules.js';

/** The catalog's integration events (the outbox): stable type strings and payload shapes (ADR 0022). */
export const CATALOG_INTEGRATION_EVENTS = {
  reagentListed: 'catalog.reagent-listed',
  reagentsImported: 'catalog.reagents-imported',
  reagentUpdated: 'catalog.reagent-updated',
  reagentRemoved: 'catalog.reagent-removed',
  reagentExpiring: 'catalog.reagent-expiring',
  savedSearchMatched: 'catalog.saved-search-matched',
  savedSearchMatchesFound: 'catalog.saved-search-matches-found',
} as const;
export type CatalogIntegrationEventType = (typeof CATALOG_INTEGRATION_EVENTS)[keyof typeof CATALOG_INTEGRATION_EVENTS];

export interface ReagentListedPayload {
  reagentId: string;
  ownerId: string;
  name: string;
  categoryId: string;
  categoryName: string;
  /** Effective location (the reagent's, else the owner's), for "new reagent near you" notices. */
  city: string | null;
  country: string | null;
  listedAt: string;
  /** The CSV import that listed it (its ReagentsImported carries the same id), or null for the upload form. */
  importId: string | null;
}

export interface ReagentsImportedPayload {
  importId: string;
  ownerId: string;
  count: number;
  /** Up to 5 names, enough for one summary push ("Acetone, Trypsin and 498 more"). */
  sampleNames: string[];
  /** Every reagent the import listed, so a subscriber handles the import as one batch (request matching, ADR 0026). */
  reagentIds: string[];
  importedAt: string;
}

export interface ReagentUpdatedPayload {
  reagentId: string;
  ownerId: string;
  /** The fields that changed (API names); `available` when a removed reagent was reactivated. */
  changed: string[];
  available: boolean;
  updatedAt: string;
}

export interface ReagentRemovedPayload {
  reagentId: string;
  ownerId: string;
  /** `removed`: the owner removed it; `swapped`: a completed swap made it unavailable. */
  reason: 'removed' | 'swapped';
  swapId: string | null;
  removedAt: string;
}

export interface ReagentExpiringPayload {
  /** `<reagentId>:<milestone>:<expiryDate>`, the key of its reagent_expiry_notices row: one event per key, ever. */
  idempotencyKey: string;
  reagentId: string;
  ownerId: string;
  name: string;
  /** yyyy-MM-dd */
  expiryDate: string;
  milestone: ExpiryMilestone;
  /** Days from the reminder's day to the expiry date (0 on the day, negative when sent late). */
  daysLeft: number;
}

/** A listing from the upload form matches a member's instant saved search (ADR 0028): one event per search and listing, ever. */
export interface SavedSearchMatchedPayload {
  savedSearchId: string;
  memberId: string;
  savedSearchName: string;
  reagentId: string;
  reagentName: string;
  matchedAt: string;
}

/** A CSV import matches some of one member's instant saved searches: one event per import and member (ADR 0028). */
export interface SavedSearchMatchesFoundPayload {
  importId: string;
  memberId: string;
  /** How many reagents of the import match (each counted once, however many of their searches it matched). */
  count: number;
  savedSearchIds: string[];
  matchedAt: string;
}

/** Each catalog event's payload, by its type string. */
export interface CatalogIntegrationEventPayloads {
  'catalog.reagent-listed': ReagentListedPayload;
  'catalog.reagents-imported': ReagentsImportedPayload;
  'catalog.reagent-updated': ReagentUpdatedPayload;
  'catalog.reagent-removed': ReagentRemovedPayload;
  'catalog.reagent-expiring': ReagentExpiringPayload;
  'catalog.saved-search-matched': SavedSearchMatchedPayload;
  'catalog.saved-search-matches-found': SavedSearchMatchesFoundPayload;
}

import type { ExpiryMilestone } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

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

/**
 * A reagent was listed, through the upload form or one row of a CSV import: every listing has one,
 * so subscribers (digests, swaps) see them all. Per-listing pushes skip imported ones (importId set).
 */
export class ReagentListed extends IntegrationEvent<ReagentListedPayload> {
  static override readonly eventType = 'catalog.reagent-listed';
}

export interface ReagentsImportedPayload {
  importId: string;
  ownerId: string;
  count: number;
  /** Up to 5 names, enough for one summary push ("Acetone, Trypsin and 498 more"). */
  sampleNames: string[];
  importedAt: string;
}

/**
 * A CSV import listed `count` reagents (each also has its ReagentListed with this importId): ONE
 * summary event per import, so notifications send one push for it instead of one per row.
 */
export class ReagentsImported extends IntegrationEvent<ReagentsImportedPayload> {
  static override readonly eventType = 'catalog.reagents-imported';
}

export interface ReagentUpdatedPayload {
  reagentId: string;
  ownerId: string;
  /** The fields that changed (API names); `available` when a removed reagent was reactivated. */
  changed: string[];
  available: boolean;
  updatedAt: string;
}

/** A reagent's details, image or availability (reactivation) changed. */
export class ReagentUpdated extends IntegrationEvent<ReagentUpdatedPayload> {
  static override readonly eventType = 'catalog.reagent-updated';
}

export interface ReagentRemovedPayload {
  reagentId: string;
  ownerId: string;
  /** `removed`: the owner removed it; `swapped`: a completed swap made it unavailable. */
  reason: 'removed' | 'swapped';
  swapId: string | null;
  removedAt: string;
}

/** A reagent left the listings. */
export class ReagentRemoved extends IntegrationEvent<ReagentRemovedPayload> {
  static override readonly eventType = 'catalog.reagent-removed';
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

/** A listing's owner is due a reminder: 14 days before its expiry date, or on the day (the reminder job). */
export class ReagentExpiring extends IntegrationEvent<ReagentExpiringPayload> {
  static override readonly eventType = 'catalog.reagent-expiring';
}

registerIntegrationEvents(ReagentListed, ReagentsImported, ReagentUpdated, ReagentRemoved, ReagentExpiring);

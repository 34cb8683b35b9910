import { CATALOG_INTEGRATION_EVENTS as TYPES, type CatalogIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type {
  ReagentExpiringPayload,
  ReagentListedPayload,
  ReagentRemovedPayload,
  ReagentsImportedPayload,
  ReagentUpdatedPayload,
  SavedSearchMatchedPayload,
  SavedSearchMatchesFoundPayload,
} from '@reagentswap/contracts';

// Type strings and payloads are the catalog's contract (libs/contracts/src/catalog/events.ts, ADR 0022).

/**
 * A reagent was listed, through the upload form or one row of a CSV import: every listing has one,
 * so subscribers (digests, swaps) see them all. Per-listing pushes skip imported ones (importId set).
 */
export class ReagentListed extends IntegrationEvent<Payloads[typeof TYPES.reagentListed]> {
  static override readonly eventType = TYPES.reagentListed;
}

/**
 * A CSV import listed `count` reagents (each also has its ReagentListed with this importId): ONE
 * summary event per import, so notifications send one push for it instead of one per row.
 */
export class ReagentsImported extends IntegrationEvent<Payloads[typeof TYPES.reagentsImported]> {
  static override readonly eventType = TYPES.reagentsImported;
}

/** A reagent's details, image or availability (reactivation) changed. */
export class ReagentUpdated extends IntegrationEvent<Payloads[typeof TYPES.reagentUpdated]> {
  static override readonly eventType = TYPES.reagentUpdated;
}

/** A reagent left the listings. */
export class ReagentRemoved extends IntegrationEvent<Payloads[typeof TYPES.reagentRemoved]> {
  static override readonly eventType = TYPES.reagentRemoved;
}

/** A listing's owner is due a reminder: 14 days before its expiry date, or on the day (the reminder job). */
export class ReagentExpiring extends IntegrationEvent<Payloads[typeof TYPES.reagentExpiring]> {
  static override readonly eventType = TYPES.reagentExpiring;
}

/** A form listing matches a member's instant saved search (ADR 0028): once per search and listing. */
export class SavedSearchMatched extends IntegrationEvent<Payloads[typeof TYPES.savedSearchMatched]> {
  static override readonly eventType = TYPES.savedSearchMatched;
}

/** A CSV import matches some of a member's instant saved searches (ADR 0028): once per import and member. */
export class SavedSearchMatchesFound extends IntegrationEvent<Payloads[typeof TYPES.savedSearchMatchesFound]> {
  static override readonly eventType = TYPES.savedSearchMatchesFound;
}

registerIntegrationEvents(
  ReagentListed,
  ReagentsImported,
  ReagentUpdated,
  ReagentRemoved,
  ReagentExpiring,
  SavedSearchMatched,
  SavedSearchMatchesFound,
);

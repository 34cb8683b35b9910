// The catalog module's public surface: other modules and the composition root import only this.
//
// Published views (its SQL surface; other modules read catalog's data through these, never its tables):
// catalog.reagent_summaries
//   reagent_summaries: every reagent: name, owner, availability, storage, category, GHS pictograms, CAS number,
//     the name folded as search folds it and when it was listed (requests match listings through it, ADR 0026)
export { CatalogModule } from './catalog.module.js';
export { catalogEntities } from './infrastructure/catalog.entities.js';
export type { EngagementRole } from './infrastructure/catalog.entities.js';

// Listing a reagent (the seed's demo listings use it too)
export { CreateReagentCommand } from './commands/create-reagent/create-reagent.command.js';

// Commands the swaps module calls inside its own transaction (design.md §3)
export { EngageReagentCommand } from './commands/engage-reagent/engage-reagent.command.js';
export { ReleaseReagentEngagementCommand } from './commands/release-reagent-engagement/release-reagent-engagement.command.js';
export { MarkReagentUnavailableCommand } from './commands/mark-reagent-unavailable/mark-reagent-unavailable.command.js';

// Queries other modules read (reporting, requests, swaps, identity's public profile through the API)
export { GetReagentQuery } from './queries/get-reagent/get-reagent.query.js';
export { CountReagentsQuery, type ReagentTotals } from './queries/count-reagents/count-reagents.query.js';
export { CountMyReagentsQuery, type MyReagentCounts } from './queries/count-my-reagents/count-my-reagents.query.js';
export { BrowseReagentsQuery } from './queries/browse-reagents/browse-reagents.query.js';
export type { ListingFilter } from './queries/browse-reagents/listing-filter.js';
export { ListCategoriesQuery, type CategoryView } from './queries/list-categories/list-categories.query.js';
export { ListNewReagentsQuery } from './queries/list-new-reagents/list-new-reagents.query.js';
export { ListExpiringReagentsQuery, type ExpiringListing } from './queries/list-expiring-reagents/list-expiring-reagents.query.js';
export type { ReagentView, ReagentOwnerView, CursorPage } from './queries/reagent.view.js';

// Saved searches (ADR 0028): the digest reads a member's digest-only matches
export { ListSavedSearchDigestMatchesQuery, type SavedSearchDigestMatches } from './saved-searches/queries/saved-search.queries.js';

// The owners' expiry reminders (run by the schedule; tests run them directly)
export { ExpiryReminders, type ExpiryRunSummary } from './expiry/expiry-reminders.js';

// Events
export {
  ReagentListed,
  ReagentsImported,
  ReagentUpdated,
  ReagentRemoved,
  ReagentExpiring,
  SavedSearchMatched,
  SavedSearchMatchesFound,
  type ReagentExpiringPayload,
  type ReagentListedPayload,
  type ReagentsImportedPayload,
  type ReagentUpdatedPayload,
  type ReagentRemovedPayload,
} from './events/catalog.events.js';

// Rules and messages (to move to @reagentswap/contracts with the frontend work)
export { CATALOG_MESSAGES, UPLOAD_UNITS, EDIT_UNITS, FORM_DEFAULTS, DEFAULT_CATEGORIES } from './domain/reagent-rules.js';

// The reagent page's first paint (the static frontend fills its shell: shared/http/page-shell-slots.ts)
export { reagentPageShell } from './http/reagent-page-shell.js';

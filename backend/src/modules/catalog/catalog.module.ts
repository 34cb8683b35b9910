import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { StorageModule } from '../../shared/storage/storage.module.js';
import { CreateReagentHandler } from './commands/create-reagent/create-reagent.handler.js';
import { EditReagentHandler } from './commands/edit-reagent/edit-reagent.handler.js';
import { EngageReagentHandler } from './commands/engage-reagent/engage-reagent.handler.js';
import { ImportReagentsCsvHandler } from './commands/import-reagents-csv/import-reagents-csv.handler.js';
import { MarkReagentUnavailableHandler } from './commands/mark-reagent-unavailable/mark-reagent-unavailable.handler.js';
import { ReactivateReagentHandler } from './commands/reactivate-reagent/reactivate-reagent.handler.js';
import { ReleaseReagentEngagementHandler } from './commands/release-reagent-engagement/release-reagent-engagement.handler.js';
import { RemoveReagentHandler } from './commands/remove-reagent/remove-reagent.handler.js';
import { SetReagentImageHandler } from './commands/set-reagent-image/set-reagent-image.handler.js';
import { ExpiryReminderSchedule } from './expiry/expiry-reminder-schedule.js';
import { ExpiryReminders } from './expiry/expiry-reminders.js';
import { CatalogPublicController } from './http/catalog-public.controller.js';
import { ReagentImportController } from './http/reagent-import.controller.js';
import { ReagentsController } from './http/reagents.controller.js';
import { BrowseReagentsHandler } from './queries/browse-reagents/browse-reagents.query-handler.js';
import { CountListedReagentsHandler } from './queries/count-listed-reagents/count-listed-reagents.query-handler.js';
import { CountMyReagentsHandler } from './queries/count-my-reagents/count-my-reagents.query-handler.js';
import { CountReagentsHandler } from './queries/count-reagents/count-reagents.query-handler.js';
import { GetReagentHandler } from './queries/get-reagent/get-reagent.query-handler.js';
import { LatestReagentsHandler } from './queries/latest-reagents/latest-reagents.query-handler.js';
import { ListCategoriesHandler } from './queries/list-categories/list-categories.query-handler.js';
import { ListLocationsHandler } from './queries/list-locations/list-locations.query-handler.js';
import { ListMyReagentsHandler } from './queries/list-my-reagents/list-my-reagents.query-handler.js';
import { ListExpiringReagentsHandler } from './queries/list-expiring-reagents/list-expiring-reagents.query-handler.js';
import { ListNewReagentsHandler } from './queries/list-new-reagents/list-new-reagents.query-handler.js';
import { TransactionScope } from '../../shared/database/transaction-scope.js';
import {
  DeleteSavedSearchHandler,
  MarkSavedSearchRunHandler,
  RenameSavedSearchHandler,
} from './saved-searches/commands/saved-search-changes.handler.js';
import { SaveSearchHandler } from './saved-searches/commands/save-search.handler.js';
import {
  MatchSavedSearchesOnImportHandler,
  MatchSavedSearchesOnListingHandler,
} from './saved-searches/event-handlers/match-saved-searches.handlers.js';
import { SavedSearchesController } from './saved-searches/http/saved-searches.controller.js';
import { ListSavedSearchDigestMatchesHandler, ListSavedSearchesHandler } from './saved-searches/queries/saved-search.query-handlers.js';
import { SavedSearchMatching } from './saved-searches/saved-search-matching.js';

// The import controller comes first: its static `reagents/import/...` paths must win over `reagents/:id`.
const httpControllers = [ReagentImportController, ReagentsController, CatalogPublicController, SavedSearchesController];
const commandHandlers = [
  CreateReagentHandler,
  EditReagentHandler,
  RemoveReagentHandler,
  ReactivateReagentHandler,
  SetReagentImageHandler,
  ImportReagentsCsvHandler,
  EngageReagentHandler,
  ReleaseReagentEngagementHandler,
  MarkReagentUnavailableHandler,
  SaveSearchHandler,
  RenameSavedSearchHandler,
  DeleteSavedSearchHandler,
  MarkSavedSearchRunHandler,
];
const queryHandlers = [
  BrowseReagentsHandler,
  CountListedReagentsHandler,
  GetReagentHandler,
  ListMyReagentsHandler,
  CountMyReagentsHandler,
  LatestReagentsHandler,
  CountReagentsHandler,
  ListCategoriesHandler,
  ListLocationsHandler,
  ListNewReagentsHandler,
  ListExpiringReagentsHandler,
  ListSavedSearchesHandler,
  ListSavedSearchDigestMatchesHandler,
];
// Saved searches' alerts (ADR 0028): catalog subscribes to its own listings' events.
const eventHandlers = [MatchSavedSearchesOnListingHandler, MatchSavedSearchesOnImportHandler];

/** Categories, reagents, their images and CSV import. Reads identity only through the identity.listed_members view. */
@Module({
  imports: [CqrsModule, StorageModule],
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...eventHandlers,
    SavedSearchMatching,
    ExpiryReminders,
    ExpiryReminderSchedule,
    TransactionScope,
  ],
})
export class CatalogModule {}

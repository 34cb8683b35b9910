import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateReagentRequestHandler } from './commands/create-reagent-request/create-reagent-request.handler.js';
import { DeleteReagentRequestHandler } from './commands/delete-reagent-request/delete-reagent-request.handler.js';
import { EditReagentRequestHandler } from './commands/edit-reagent-request/edit-reagent-request.handler.js';
import { MarkRequestFulfilledHandler } from './commands/mark-request-fulfilled/mark-request-fulfilled.handler.js';
import { MatchImportedReagentsHandler } from './event-handlers/match-imported-reagents.handler.js';
import { MatchListedReagentHandler } from './event-handlers/match-listed-reagent.handler.js';
import { ReagentRequestsController } from './http/reagent-requests.controller.js';
import { RequestCategories } from './infrastructure/request-categories.js';
import { RequestMatching } from './infrastructure/request-matching.js';
import { BrowseReagentRequestsHandler } from './queries/browse-reagent-requests/browse-reagent-requests.query-handler.js';
import { GetReagentRequestHandler } from './queries/get-reagent-request/get-reagent-request.query-handler.js';
import { ListNewReagentRequestsHandler } from './queries/list-new-reagent-requests/list-new-reagent-requests.query-handler.js';
import { ListRequestMatchesHandler } from './queries/list-request-matches/list-request-matches.query-handler.js';

const httpControllers = [ReagentRequestsController];
const commandHandlers = [CreateReagentRequestHandler, EditReagentRequestHandler, DeleteReagentRequestHandler, MarkRequestFulfilledHandler];
const queryHandlers = [BrowseReagentRequestsHandler, GetReagentRequestHandler, ListNewReagentRequestsHandler, ListRequestMatchesHandler];
const eventHandlers = [MatchListedReagentHandler, MatchImportedReagentsHandler];

/**
 * Reagent requests: what members ask for. Depends on identity (through the identity.member_directory
 * view) and on the catalog (its categories, through ListCategoriesQuery; its listings, through the
 * catalog.reagent_summaries view, for matching requests to new listings: ADR 0026) only (design.md §3).
 */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, RequestCategories, RequestMatching],
})
export class RequestsModule {}

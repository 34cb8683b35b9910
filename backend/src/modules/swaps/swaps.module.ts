import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApproveSwapHandler } from './commands/approve-swap/approve-swap.handler.js';
import { AnswerCounterOfferHandler } from './commands/answer-counter-offer/answer-counter-offer.handler.js';
import { CancelSwapHandler } from './commands/cancel-swap/cancel-swap.handler.js';
import { CompleteSwapHandler } from './commands/complete-swap/complete-swap.handler.js';
import { CounterSwapOfferHandler } from './commands/counter-swap-offer/counter-swap-offer.handler.js';
import { CreateSwapRequestHandler } from './commands/create-swap-request/create-swap-request.handler.js';
import { EditSwapRequestHandler } from './commands/edit-swap-request/edit-swap-request.handler.js';
import { MarkSwapShippedHandler } from './commands/mark-swap-shipped/mark-swap-shipped.handler.js';
import { RejectSwapHandler } from './commands/reject-swap/reject-swap.handler.js';
import { WithdrawWhenMemberLeavesHandler } from './event-handlers/withdraw-when-member-leaves.handler.js';
import { SwapOfferExpiry } from './expiry/swap-offer-expiry.js';
import { SwapOfferExpirySchedule } from './expiry/swap-offer-expiry-schedule.js';
import { SwapsController } from './http/swaps.controller.js';
import { SwapWorkflow } from './infrastructure/swap-workflow.js';
import { CountAllSwapsHandler } from './queries/count-all-swaps/count-all-swaps.query-handler.js';
import { CountSwapRequestsHandler } from './queries/count-swap-requests/count-swap-requests.query-handler.js';
import { GetSwapRequestHandler } from './queries/get-swap-request/get-swap-request.query-handler.js';
import { ListSwapRequestsHandler } from './queries/list-swap-requests/list-swap-requests.query-handler.js';
import { ListSwapActivityHandler } from './queries/list-swap-activity/list-swap-activity.query-handler.js';
import { RateSwapPartyHandler } from './ratings/commands/rate-swap-party.handler.js';
import { SetRatingHiddenHandler } from './ratings/commands/set-rating-hidden.handler.js';
import { AdminRatingsController } from './ratings/http/admin-ratings.controller.js';
import { SwapRatingsController } from './ratings/http/swap-ratings.controller.js';
import { GetRatingSummariesHandler } from './ratings/queries/get-rating-summaries.query-handler.js';
import { GetSwapRatingsHandler } from './ratings/queries/get-swap-ratings.query-handler.js';
import { ListRatingsForAdminHandler } from './ratings/queries/list-ratings-for-admin.query-handler.js';
import { TransactionScope } from '../../shared/database/transaction-scope.js';

const httpControllers = [SwapsController, SwapRatingsController, AdminRatingsController];
const commandHandlers = [
  CreateSwapRequestHandler,
  ApproveSwapHandler,
  RejectSwapHandler,
  CancelSwapHandler,
  EditSwapRequestHandler,
  MarkSwapShippedHandler,
  CompleteSwapHandler,
  CounterSwapOfferHandler,
  AnswerCounterOfferHandler,
  RateSwapPartyHandler,
  SetRatingHiddenHandler,
];
const queryHandlers = [
  GetSwapRequestHandler,
  ListSwapRequestsHandler,
  CountSwapRequestsHandler,
  CountAllSwapsHandler,
  ListSwapActivityHandler,
  GetSwapRatingsHandler,
  GetRatingSummariesHandler,
  ListRatingsForAdminHandler,
];
const eventHandlers = [WithdrawWhenMemberLeavesHandler];

/**
 * Swaps (design.md §5): the lifecycle of a swap request. Depends on catalog (engagements,
 * availability), ledger (reserve, release, transfer) and messaging (the approval message), all
 * through their commands and queries, inside the swap's own transaction.
 */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...eventHandlers,
    SwapWorkflow,
    TransactionScope,
    SwapOfferExpiry,
    SwapOfferExpirySchedule,
  ],
})
export class SwapsModule {}

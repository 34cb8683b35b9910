// The swaps module's public surface: other modules and the composition root import only this.
//
// Published views (its SQL surface; other modules read swaps' data through these, never its tables):
// swaps.member_ratings
//   member_ratings: per member the average and count of ratings received and the median response time to swap requests
export { SwapsModule } from './swaps.module.js';

// Queries other modules read (reporting, the dashboard's pending count)
export { GetSwapRequestQuery } from './queries/get-swap-request/get-swap-request.query.js';
export { CountSwapRequestsQuery } from './queries/count-swap-requests/count-swap-requests.query.js';
export { ListSwapActivityQuery, type SwapActivity } from './queries/list-swap-activity/list-swap-activity.query.js';
export { CountAllSwapsQuery, type SwapTotals } from './queries/count-all-swaps/count-all-swaps.query.js';

// Events (notifications subscribes to them through the outbox)
export {
  SwapRequested,
  SwapApproved,
  SwapRejected,
  SwapCancelled,
  SwapEdited,
  SwapShipped,
  SwapCompleted,
  SwapCountered,
  SwapCounterAccepted,
  SwapCounterDeclined,
  type SwapEventPayload,
  type SwapPartySnapshot,
} from './events/swaps.events.js';

/** The ledger's idempotency keys a swap uses, so a credit-history line can be linked back to its swap. */
export { swapLedgerKey } from './infrastructure/swap-workflow.js';

/** Members' rating summaries (average, count, median response time), for any module's reader. */
export { GetRatingSummariesQuery } from './ratings/queries/get-rating-summaries.query.js';

// The requests module's public surface: other modules and the composition root import only this.
export { RequestsModule } from './requests.module.js';
export { requestsEntities } from './infrastructure/reagent-request.entity.js';
export {
  ReagentRequested,
  RequestMatched,
  RequestMatchesFound,
  type ReagentRequestedPayload,
  type RequestMatchedPayload,
  type RequestMatchesFoundPayload,
} from './events/requests.events.js';
export { ListNewReagentRequestsQuery } from './queries/list-new-reagent-requests/list-new-reagent-requests.query.js';

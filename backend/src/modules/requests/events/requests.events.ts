import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

/** Spec §7: what the request notification routine is called with after an insert. */
export interface ReagentRequestedPayload {
  requestId: string;
  requesterId: string;
  /** Display name, else username, else 'Someone'. */
  requesterName: string;
  reagentName: string;
  categoryId: string | null;
  categoryName: string | null;
  city: string | null;
  country: string | null;
  requestedAt: string;
}

/** A member posted a reagent request (push_reagent_requests). */
export class ReagentRequested extends IntegrationEvent<ReagentRequestedPayload> {
  static override readonly eventType = 'requests.reagent-requested';
}

registerIntegrationEvents(ReagentRequested);

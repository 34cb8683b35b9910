/** The requests module's integration events (the outbox): stable type strings and payload shapes (ADR 0022). */
export const REQUESTS_INTEGRATION_EVENTS = {
  reagentRequested: 'requests.reagent-requested',
} as const;
export type RequestsIntegrationEventType = (typeof REQUESTS_INTEGRATION_EVENTS)[keyof typeof REQUESTS_INTEGRATION_EVENTS];

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

/** Each requests event's payload, by its type string. */
export interface RequestsIntegrationEventPayloads {
  'requests.reagent-requested': ReagentRequestedPayload;
}

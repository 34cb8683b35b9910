/** The requests module's integration events (the outbox): stable type strings and payload shapes (ADR 0022). */
export const REQUESTS_INTEGRATION_EVENTS = {
  reagentRequested: 'requests.reagent-requested',
  requestMatched: 'requests.request-matched',
  requestMatchesFound: 'requests.request-matches-found',
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

/** A listing from the upload form matches an open request (ADR 0026): one event per request and listing, ever. */
export interface RequestMatchedPayload {
  requestId: string;
  requesterId: string;
  reagentId: string;
  reagentName: string;
  matchedAt: string;
}

/** A CSV import matched some of one member's open requests: one event per import and requester (ADR 0026). */
export interface RequestMatchesFoundPayload {
  importId: string;
  requesterId: string;
  /** How many reagents of the import match (each pair counted once). */
  count: number;
  /** The requester's requests the import matched, the first one first: the summary links to it. */
  requestIds: string[];
  matchedAt: string;
}

/** Each requests event's payload, by its type string. */
export interface RequestsIntegrationEventPayloads {
  'requests.reagent-requested': ReagentRequestedPayload;
  'requests.request-matched': RequestMatchedPayload;
  'requests.request-matches-found': RequestMatchesFoundPayload;
}

import type { CatalogIntegrationEventPayloads } from './catalog/events.js';
import type { IdentityIntegrationEventPayloads } from './identity/events.js';
import type { LedgerIntegrationEventPayloads } from './ledger/events.js';
import type { MessagingIntegrationEventPayloads } from './messaging/events.js';
import type { RequestsIntegrationEventPayloads } from './requests/events.js';
import type { SupportIntegrationEventPayloads } from './support/events.js';
import type { SwapsIntegrationEventPayloads } from './swaps/events.js';

/** Every module's integration event payload, by its type string (each module's events.ts, ADR 0022). */
export interface IntegrationEventPayloads
  extends
    CatalogIntegrationEventPayloads,
    IdentityIntegrationEventPayloads,
    LedgerIntegrationEventPayloads,
    MessagingIntegrationEventPayloads,
    RequestsIntegrationEventPayloads,
    SupportIntegrationEventPayloads,
    SwapsIntegrationEventPayloads {}

/** Every integration event type string a subscriber may name. */
export type IntegrationEventType = keyof IntegrationEventPayloads;

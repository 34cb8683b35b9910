import { EntityManager } from '@mikro-orm/postgresql';
import { CATALOG_INTEGRATION_EVENTS, type ReagentListedPayload, type ReagentsImportedPayload } from '@reagentswap/contracts';
import { recordAllInOutbox } from '../../../../shared/outbox/outbox.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../../shared/outbox/event-subscriber.js';
import type { DeliveredEvent } from '../../../../shared/outbox/integration-event.js';
import { SavedSearchMatched, SavedSearchMatchesFound } from '../../events/catalog.events.js';
import { SavedSearchMatching, type NewSavedSearchMatch } from '../saved-search-matching.js';

/** Digest-only searches are recorded (the digest reads them) but announce nothing now. */
const instant = (matches: readonly NewSavedSearchMatch[]) => matches.filter((m) => m.alert_mode === 'instant');

/**
 * A reagent listed from the upload form: each instant saved search it matches gets one
 * SavedSearchMatched, in the delivery's transaction with the recorded pair (a redelivery records
 * and announces nothing). Rows of a CSV import are left to the import's one ReagentsImported.
 */
@EventSubscriber('catalog.match-saved-searches-listed', CATALOG_INTEGRATION_EVENTS.reagentListed)
export class MatchSavedSearchesOnListingHandler implements IntegrationEventHandler<DeliveredEvent<ReagentListedPayload>> {
  constructor(
    private readonly em: EntityManager,
    private readonly matching: SavedSearchMatching,
  ) {}

  async handle({ payload }: DeliveredEvent<ReagentListedPayload>): Promise<void> {
    if (payload.importId) return;
    const matches = instant(await this.matching.recordMatches(this.em, [payload.reagentId]));
    const matchedAt = new Date().toISOString();
    await recordAllInOutbox(
      this.em,
      matches.map(
        (m) =>
          new SavedSearchMatched({
            savedSearchId: m.saved_search_id,
            memberId: m.member_id,
            savedSearchName: m.saved_search_name,
            reagentId: m.reagent_id,
            reagentName: m.reagent_name,
            matchedAt,
          }),
      ),
    );
  }
}

/**
 * A CSV import (up to 10,000 rows): each member whose instant searches it matches gets ONE
 * SavedSearchMatchesFound, counting distinct reagents, however many rows and searches matched —
 * a summary per import, never an alert per row (as request matching does, ADR 0026).
 */
@EventSubscriber('catalog.match-saved-searches-imported', CATALOG_INTEGRATION_EVENTS.reagentsImported)
export class MatchSavedSearchesOnImportHandler implements IntegrationEventHandler<DeliveredEvent<ReagentsImportedPayload>> {
  constructor(
    private readonly em: EntityManager,
    private readonly matching: SavedSearchMatching,
  ) {}

  async handle({ payload }: DeliveredEvent<ReagentsImportedPayload>): Promise<void> {
    const perMember = await this.matching.recordImportMatches(this.em, payload.reagentIds ?? []);
    const matchedAt = new Date().toISOString();
    await recordAllInOutbox(
      this.em,
      perMember.map(
        (m) =>
          new SavedSearchMatchesFound({
            importId: payload.importId,
            memberId: m.member_id,
            count: m.count,
            savedSearchIds: m.saved_search_ids,
            matchedAt,
          }),
      ),
    );
  }
}

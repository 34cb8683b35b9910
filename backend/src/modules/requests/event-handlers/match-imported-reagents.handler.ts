import { EntityManager } from '@mikro-orm/postgresql';
import { CATALOG_INTEGRATION_EVENTS, type ReagentsImportedPayload } from '@reagentswap/contracts';
import { recordAllInOutbox } from '../../../shared/outbox/outbox.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { RequestMatchesFound } from '../events/requests.events.js';
import { RequestMatching, type NewMatch } from '../infrastructure/request-matching.js';

/**
 * A CSV import (up to 10,000 rows) is matched in one statement, and each requester it matches gets
 * ONE RequestMatchesFound, however many of their requests and its rows matched: a summary, not a
 * notice per pair; its count is of reagents (one matching two of their requests counts once). The pairs are recorded all the same, so a later form listing never re-announces them.
 */
@EventSubscriber('requests.match-imported-reagents', CATALOG_INTEGRATION_EVENTS.reagentsImported)
export class MatchImportedReagentsHandler implements IntegrationEventHandler<DeliveredEvent<ReagentsImportedPayload>> {
  constructor(
    private readonly em: EntityManager,
    private readonly matching: RequestMatching,
  ) {}

  async handle({ payload }: DeliveredEvent<ReagentsImportedPayload>): Promise<void> {
    const matches = await this.matching.recordMatches(this.em, payload.reagentIds ?? []);
    const matchedAt = new Date().toISOString();
    const summaries = [...byRequester(matches)].map(
      ([requesterId, theirs]) =>
        new RequestMatchesFound({
          importId: payload.importId,
          requesterId,
          count: new Set(theirs.map((m) => m.reagent_id)).size,
          requestIds: [...new Set(theirs.map((m) => m.request_id))],
          matchedAt,
        }),
    );
    await recordAllInOutbox(this.em, summaries);
  }
}

function byRequester(matches: readonly NewMatch[]): Map<string, NewMatch[]> {
  const groups = new Map<string, NewMatch[]>();
  for (const match of matches) {
    const theirs = groups.get(match.requester_id);
    if (theirs) theirs.push(match);
    else groups.set(match.requester_id, [match]);
  }
  return groups;
}

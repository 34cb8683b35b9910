import { EntityManager } from '@mikro-orm/postgresql';
import { CATALOG_INTEGRATION_EVENTS, type ReagentListedPayload } from '@reagentswap/contracts';
import { recordAllInOutbox } from '../../../shared/outbox/outbox.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { RequestMatched } from '../events/requests.events.js';
import { RequestMatching } from '../infrastructure/request-matching.js';

/**
 * A reagent listed from the upload form: each open request it matches gets one RequestMatched, in
 * the delivery's transaction with the recorded pair (a redelivery records and announces nothing).
 * Rows of a CSV import are left to the import's one ReagentsImported (MatchImportedReagentsHandler).
 */
@EventSubscriber('requests.match-listed-reagent', CATALOG_INTEGRATION_EVENTS.reagentListed)
export class MatchListedReagentHandler implements IntegrationEventHandler<DeliveredEvent<ReagentListedPayload>> {
  constructor(
    private readonly em: EntityManager,
    private readonly matching: RequestMatching,
  ) {}

  async handle({ payload }: DeliveredEvent<ReagentListedPayload>): Promise<void> {
    if (payload.importId) return;
    const matches = await this.matching.recordMatches(this.em, [payload.reagentId]);
    const matchedAt = new Date().toISOString();
    await recordAllInOutbox(
      this.em,
      matches.map(
        (m) =>
          new RequestMatched({
            requestId: m.request_id,
            requesterId: m.requester_id,
            reagentId: m.reagent_id,
            reagentName: m.reagent_name,
            matchedAt,
          }),
      ),
    );
  }
}

import { ReagentListed } from '../../catalog/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { PushBroadcaster } from '../application/push-broadcaster.js';
import { newReagentTemplate } from '../templates/new-reagent.template.js';
import { placeOf } from './announce-listings.js';

/**
 * A new listing is pushed to members who keep push_new_reagents on (the default), never to its owner.
 * Rows of a CSV import are skipped: their import's one summary push (ReagentsImported) covers them.
 */
@EventSubscriber('notifications.new-reagent-push', ReagentListed)
export class AnnounceNewReagentHandler implements IntegrationEventHandler<ReagentListed> {
  constructor(private readonly broadcaster: PushBroadcaster) {}

  async handle({ payload }: ReagentListed): Promise<void> {
    if (payload.importId) return;
    await this.broadcaster.broadcast({
      dedupeKey: `${ReagentListed.eventType}:${payload.reagentId}`,
      kind: 'new-reagent',
      template: newReagentTemplate,
      data: {
        reagentId: payload.reagentId,
        reagentName: payload.name,
        categoryName: payload.categoryName,
        location: placeOf(payload.city, payload.country),
      },
      authorId: payload.ownerId,
    });
  }
}

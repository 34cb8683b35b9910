import { ReagentRequested } from '../../requests/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { PushBroadcaster } from '../application/push-broadcaster.js';
import { reagentRequestTemplate } from '../templates/reagent-request.template.js';
import { placeOf } from './announce-listings.js';

/** A new reagent request is pushed to members who keep push_reagent_requests on (the default), never to its author. */
@EventSubscriber('notifications.reagent-request-push', ReagentRequested)
export class AnnounceReagentRequestHandler implements IntegrationEventHandler<ReagentRequested> {
  constructor(private readonly broadcaster: PushBroadcaster) {}

  async handle({ payload }: ReagentRequested): Promise<void> {
    await this.broadcaster.broadcast({
      dedupeKey: `${ReagentRequested.eventType}:${payload.requestId}`,
      kind: 'reagent-request',
      template: reagentRequestTemplate,
      data: { requesterName: payload.requesterName, reagentName: payload.reagentName, location: placeOf(payload.city, payload.country) },
      authorId: payload.requesterId,
    });
  }
}

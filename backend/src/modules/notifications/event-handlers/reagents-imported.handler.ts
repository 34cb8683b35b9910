import { ReagentsImported } from '../../catalog/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { PushBroadcaster } from '../application/push-broadcaster.js';
import { reagentsImportedTemplate } from '../templates/new-reagent.template.js';
import { importSummary } from './announce-listings.js';

/**
 * A CSV import is ONE push per member (push_new_reagents), however many rows it listed: the
 * catalog emits one ReagentsImported per import, and the per-listing push skips its rows' ReagentListed.
 */
@EventSubscriber('notifications.reagents-imported-push', ReagentsImported)
export class AnnounceImportedReagentsHandler implements IntegrationEventHandler<ReagentsImported> {
  constructor(private readonly broadcaster: PushBroadcaster) {}

  async handle({ payload }: ReagentsImported): Promise<void> {
    if (payload.count === 0) return;
    await this.broadcaster.broadcast({
      dedupeKey: `${ReagentsImported.eventType}:${payload.importId}`,
      kind: 'new-reagent',
      template: reagentsImportedTemplate,
      data: { count: payload.count, sample: importSummary(payload.sampleNames, payload.count) },
      authorId: payload.ownerId,
    });
  }
}

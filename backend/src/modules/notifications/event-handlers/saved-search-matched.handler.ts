import { savedSearchMatchesHeadline } from '@reagentswap/contracts';
import { SavedSearchMatched, SavedSearchMatchesFound } from '../../catalog/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { savedSearchMatchesSummaryTemplate, savedSearchMatchTemplate } from '../templates/saved-search-match.template.js';

/**
 * 'A new reagent matches your saved search' (issue 19 item 2, ADR 0028), per the member's
 * preferences for kind saved-search-match. Catalog emits one event per saved search and listing;
 * the dedupe key is that pair, so a redelivered event sends nothing twice.
 */
@EventSubscriber('notifications.saved-search-matched', SavedSearchMatched)
export class NotifySavedSearchMatchedHandler implements IntegrationEventHandler<SavedSearchMatched> {
  constructor(private readonly dispatcher: NotificationDispatcher) {}

  async handle({ payload }: SavedSearchMatched): Promise<void> {
    await this.dispatcher.notify({
      dedupeKey: `${SavedSearchMatched.eventType}:${payload.savedSearchId}:${payload.reagentId}`,
      kind: 'saved-search-match',
      to: { userId: payload.memberId },
      template: savedSearchMatchTemplate,
      data: { reagentId: payload.reagentId, reagentName: payload.reagentName, savedSearchName: payload.savedSearchName },
    });
  }
}

/** A CSV import's matches: one summary per import and member, linking to their saved searches. */
@EventSubscriber('notifications.saved-search-matches-found', SavedSearchMatchesFound)
export class NotifySavedSearchMatchesFoundHandler implements IntegrationEventHandler<SavedSearchMatchesFound> {
  constructor(private readonly dispatcher: NotificationDispatcher) {}

  async handle({ payload }: SavedSearchMatchesFound): Promise<void> {
    if (payload.count === 0) return;
    await this.dispatcher.notify({
      dedupeKey: `${SavedSearchMatchesFound.eventType}:${payload.importId}:${payload.memberId}`,
      kind: 'saved-search-match',
      to: { userId: payload.memberId },
      template: savedSearchMatchesSummaryTemplate,
      data: { headline: savedSearchMatchesHeadline(payload.count) },
    });
  }
}

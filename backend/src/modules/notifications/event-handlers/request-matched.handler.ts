import { RequestMatched, RequestMatchesFound } from '../../requests/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { matchesSummaryHeadline, requestMatchesSummaryTemplate, requestMatchTemplate } from '../templates/request-match.template.js';

/**
 * 'A reagent matching your request is now available' (issue 19 item 1, ADR 0026), by e-mail and
 * push per the master switches. The requests module emits one event per request and listing; the
 * dedupe key is that pair, so a redelivered event sends nothing twice.
 */
@EventSubscriber('notifications.request-matched', RequestMatched)
export class NotifyRequestMatchedHandler implements IntegrationEventHandler<RequestMatched> {
  constructor(private readonly dispatcher: NotificationDispatcher) {}

  async handle({ payload }: RequestMatched): Promise<void> {
    await this.dispatcher.notify({
      dedupeKey: `${RequestMatched.eventType}:${payload.requestId}:${payload.reagentId}`,
      kind: 'request-match',
      to: { userId: payload.requesterId },
      template: requestMatchTemplate,
      data: { reagentId: payload.reagentId, reagentName: payload.reagentName, requestId: payload.requestId },
    });
  }
}

/** A CSV import's matches: one summary per import and requester, linking to their first matched request. */
@EventSubscriber('notifications.request-matches-found', RequestMatchesFound)
export class NotifyRequestMatchesFoundHandler implements IntegrationEventHandler<RequestMatchesFound> {
  constructor(private readonly dispatcher: NotificationDispatcher) {}

  async handle({ payload }: RequestMatchesFound): Promise<void> {
    const [requestId] = payload.requestIds;
    if (!requestId || payload.count === 0) return;
    await this.dispatcher.notify({
      dedupeKey: `${RequestMatchesFound.eventType}:${payload.importId}:${payload.requesterId}`,
      kind: 'request-match',
      to: { userId: payload.requesterId },
      template: requestMatchesSummaryTemplate,
      data: { headline: matchesSummaryHeadline(payload.count), requestId },
    });
  }
}

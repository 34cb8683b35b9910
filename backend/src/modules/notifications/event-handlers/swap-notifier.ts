import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetNotificationRecipientQuery, notificationRecipientOf, type NotificationRecipient } from '../../identity/index.js';
import { GetSwapRequestQuery, type SwapEventPayload, type SwapPartySnapshot } from '../../swaps/index.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { describeError } from '../queues/job-queue.js';
import type { NotificationTemplate } from '../templates/notification-template.js';
import type { SwapNotificationData } from '../templates/swap-template-parts.js';
import { affiliationOf, offerSummary, pushPreview } from './swap-offer-summary.js';

export type SwapParty = 'requester' | 'owner';

/**
 * What the swap subscribers share: the template data of a swap event, and one notification to one
 * party of the swap. Swap events carry both parties (names, affiliation, address, preferences) and
 * the offered reagent, so a delivery reads nothing back (issue 16). Events queued before they did
 * (no `parties`) still go out: names, affiliation and the offered reagent are then read through
 * identity's and swaps' public queries, and the dispatcher reads the recipient.
 */
@Injectable()
export class SwapNotifier {
  private readonly logger = new Logger(SwapNotifier.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly notifications: NotificationDispatcher,
  ) {}

  async describe({ payload }: DeliveredEvent<SwapEventPayload>): Promise<SwapNotificationData> {
    const carried = carriedParties(payload);
    if (carried) {
      const { requester, owner } = carried;
      return this.dataOf(payload, {
        requesterName: nameOf(recipientOf(requester)),
        ownerName: nameOf(recipientOf(owner)),
        requesterAffiliation: affiliationOf({ labName: requester?.labName ?? null, university: requester?.university ?? null }),
        offer: offerSummary(payload.creditOffer, payload.offeredReagent),
      });
    }
    const [swap, requesterName, ownerName] = await Promise.all([
      this.queries.execute(new GetSwapRequestQuery(payload.swapId, payload.ownerId)),
      this.nameOf(payload.requesterId),
      this.nameOf(payload.ownerId),
    ]);
    return this.dataOf(payload, {
      requesterName,
      ownerName,
      requesterAffiliation: affiliationOf(swap.requester),
      // The event's credits, not the swap's: a later edit must not rewrite what this event offered.
      offer: offerSummary(payload.creditOffer, swap.offeredReagent),
    });
  }

  private dataOf(
    payload: SwapEventPayload,
    parts: Pick<SwapNotificationData, 'requesterName' | 'ownerName' | 'requesterAffiliation' | 'offer'>,
  ): SwapNotificationData {
    return {
      swapId: payload.swapId,
      reagentName: payload.reagentName,
      ...parts,
      credits: payload.creditOffer,
      message: payload.message,
      messagePreview: pushPreview(payload.message),
    };
  }

  /**
   * Notifies one party, once per event (the dedupe key is the event's and the recipient's). The
   * kind follows the recipient's side of the swap: the owner hears about offers they received
   * (notify_swap_offers / push_swap_offers), the requester about answers to theirs
   * (notify_swap_responses / push_swap_responses). A failure is logged — with `failureMessage`,
   * the spec's wording, when given — and rethrown: the relay retries the delivery with back-off
   * and finally parks it for an admin. The swap itself committed long before and stands.
   */
  async tell<D extends object>(
    { eventType, payload }: DeliveredEvent<SwapEventPayload>,
    recipient: SwapParty,
    template: NotificationTemplate<D>,
    data: D,
    failureMessage?: string,
  ): Promise<void> {
    const userId = recipient === 'owner' ? payload.ownerId : payload.requesterId;
    try {
      await this.notifications.notify({
        // `at` tells two edits of one swap apart; it is stored with the event, so a redelivery has the same key.
        dedupeKey: `${eventType}:${payload.swapId}:${payload.at}:${userId}`,
        kind: recipient === 'owner' ? 'swap-offer' : 'swap-response',
        to: { userId, known: recipientOf(carriedParties(payload)?.[recipient]) },
        template,
        data,
      });
    } catch (error) {
      if (failureMessage)
        this.logger.error(`${failureMessage} (swap ${payload.swapId}, ${eventType}); will retry: ${describeError(error)}`);
      throw error;
    }
  }

  private async nameOf(userId: string): Promise<string> {
    return nameOf(await this.queries.execute(new GetNotificationRecipientQuery(userId)));
  }
}

/** The member's display name (else username), as other notifications name people. */
const nameOf = (recipient: NotificationRecipient | null | undefined) => recipient?.displayName ?? 'Someone';

/** The parties the event carries, or undefined for an event written before swap events carried them. */
const carriedParties = (payload: SwapEventPayload) =>
  payload.parties && payload.offeredReagent !== undefined ? payload.parties : undefined;

/** A carried party as identity's rules see them (null: no such member when the event was written). */
function recipientOf(party: SwapPartySnapshot | null | undefined): NotificationRecipient | undefined {
  if (!party) return undefined;
  const profile = party.username === null ? null : { username: party.username, displayUsername: party.displayUsername, ...party.flags };
  return notificationRecipientOf(
    { id: party.userId, email: party.email, approvalStatus: party.approvalStatus, isDeleted: party.isSuspended },
    profile,
  );
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { RealtimeCounts } from '@reagentswap/contracts';
import { CountUnreadMessagesOfQuery, CountUnreadMessagesQuery } from '../../messaging/index.js';
import { CountSwapRequestsQuery } from '../../swaps/index.js';
import { afterDelivery, afterDeliveryOf } from '../../../shared/outbox/after-delivery.js';
import { RealtimePushes } from './realtime-pushes.js';

/** One of the badges: a message changes only the first, a swap only the second. */
export type MemberCount = keyof RealtimeCounts;

/** The badges a member sees, recomputed by their owners' queries (never patched by deltas, so a repeat is harmless). */
@Injectable()
export class MemberCounts {
  constructor(
    private readonly queries: QueryBus,
    private readonly pushes: RealtimePushes,
    private readonly orm: MikroORM,
  ) {}

  /** Every badge: a new socket's greeting. */
  async of(memberId: string): Promise<RealtimeCounts> {
    return {
      unreadMessages: await this.count('unreadMessages', memberId),
      pendingSwapRequests: await this.count('pendingSwapRequests', memberId),
    };
  }

  private async count(which: MemberCount, memberId: string): Promise<number> {
    if (which === 'unreadMessages') return (await this.queries.execute(new CountUnreadMessagesQuery(memberId))).count;
    return (await this.queries.execute(new CountSwapRequestsQuery(memberId))).received.pending;
  }

  /**
   * Pushes the badge `which` of each member: only the one the event may have changed (a message
   * never moves the swaps badge: one statement per member told, not two). From an event delivery
   * the push waits for the relay's commit and goes once per member and badge for the whole batch
   * (afterDelivery): fifty messages to one member in a batch cost one recount, read from committed
   * data, not fifty inside the delivery transaction. The unread badges of every member a batch
   * told are recounted by one statement (afterDeliveryOf, ADR 0030): a batch of messages to
   * twenty-five members is one recount, not twenty-five.
   */
  async push(which: MemberCount, ...memberIds: string[]): Promise<void> {
    if (which === 'unreadMessages') {
      await afterDeliveryOf(`realtime.counts:${which}`, memberIds, (members) =>
        RequestContext.create(this.orm.em, async () => {
          const counts = await this.queries.execute(new CountUnreadMessagesOfQuery(members));
          for (const [memberId, unreadMessages] of counts) this.pushes.toMembers([memberId], 'counts', { unreadMessages });
        }),
      );
      return;
    }
    for (const memberId of new Set(memberIds)) {
      await afterDelivery(`realtime.counts:${which}:${memberId}`, () =>
        RequestContext.create(this.orm.em, async () =>
          this.pushes.toMembers([memberId], 'counts', { [which]: await this.count(which, memberId) }),
        ),
      );
    }
  }
}

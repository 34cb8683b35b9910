import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { RealtimeCounts } from '@reagentswap/contracts';
import { CountUnreadMessagesQuery } from '../../messaging/index.js';
import { CountSwapRequestsQuery } from '../../swaps/index.js';
import { afterDelivery } from '../../../shared/outbox/after-delivery.js';
import { RealtimePushes } from './realtime-pushes.js';

/** The badges a member sees, recomputed by their owners' queries (never patched by deltas, so a repeat is harmless). */
@Injectable()
export class MemberCounts {
  constructor(
    private readonly queries: QueryBus,
    private readonly pushes: RealtimePushes,
    private readonly orm: MikroORM,
  ) {}

  async of(memberId: string): Promise<RealtimeCounts> {
    const unread = await this.queries.execute(new CountUnreadMessagesQuery(memberId));
    const swaps = await this.queries.execute(new CountSwapRequestsQuery(memberId));
    return { unreadMessages: unread.count, pendingSwapRequests: swaps.received.pending };
  }

  /**
   * Pushes each member's badges. From an event delivery the push waits for the relay's commit and
   * goes once per member for the whole batch (afterDelivery): fifty messages to one member in a
   * batch cost one recount, read from committed data, not fifty inside the delivery transaction.
   */
  async push(...memberIds: string[]): Promise<void> {
    for (const memberId of new Set(memberIds)) {
      await afterDelivery(`realtime.counts:${memberId}`, () =>
        RequestContext.create(this.orm.em, async () => this.pushes.toMembers([memberId], 'counts', await this.of(memberId))),
      );
    }
  }
}

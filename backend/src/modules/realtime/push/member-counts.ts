import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { RealtimeCounts } from '@reagentswap/contracts';
import { CountUnreadMessagesQuery } from '../../messaging/index.js';
import { CountSwapRequestsQuery } from '../../swaps/index.js';
import { RealtimePushes } from './realtime-pushes.js';

/** The badges a member sees, recomputed by their owners' queries (never patched by deltas, so a repeat is harmless). */
@Injectable()
export class MemberCounts {
  constructor(
    private readonly queries: QueryBus,
    private readonly pushes: RealtimePushes,
  ) {}

  async of(memberId: string): Promise<RealtimeCounts> {
    // One after the other: inside an event delivery both share the delivery's connection anyway.
    const unread = await this.queries.execute(new CountUnreadMessagesQuery(memberId));
    const swaps = await this.queries.execute(new CountSwapRequestsQuery(memberId));
    return { unreadMessages: unread.count, pendingSwapRequests: swaps.received.pending };
  }

  async push(...memberIds: string[]): Promise<void> {
    for (const memberId of new Set(memberIds)) this.pushes.toMembers([memberId], 'counts', await this.of(memberId));
  }
}

import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { ListNotificationRecipientsQuery } from '../../identity/index.js';
import type { NotificationTemplate } from '../templates/notification-template.js';
import { deliveryGate } from './delivery-gate.js';
import { NotificationDispatcher } from './notification-dispatcher.js';

/** Members per batch: one page of the audience, its preferences and its delivery rows at a time. */
export const AUDIENCE_BATCH_SIZE = 500;

export interface BroadcastRequest<D extends object> {
  /** What is announced, e.g. `catalog.reagent-listed:<reagentId>`; each member's key is `<dedupeKey>:<userId>`. */
  dedupeKey: string;
  /** The preference that governs it (push_new_reagents, push_reagent_requests). */
  kind: 'new-reagent' | 'reagent-request';
  template: NotificationTemplate<D>;
  data: D;
  /** Never notified about their own listing or request. */
  authorId: string;
}

/**
 * A push to every member who wants this kind of news, but the author. Only members with a push
 * subscription can receive one, so the audience is read from push_subscriptions, keyset-paged by
 * user id in batches of AUDIENCE_BATCH_SIZE: memory and statements per batch stay bounded however
 * many members there are. Each batch: identity's preferences for those members (one query), the
 * delivery gate (approved, not suspended, push on, the kind's flag not explicitly off), then one
 * batched dispatch. A redelivered event sends nothing twice (per-member dedupe keys).
 */
@Injectable()
export class PushBroadcaster {
  constructor(
    private readonly orm: MikroORM,
    private readonly queries: QueryBus,
    private readonly dispatcher: NotificationDispatcher,
  ) {}

  async broadcast<D extends object>(request: BroadcastRequest<D>, batchSize = AUDIENCE_BATCH_SIZE): Promise<{ queued: number }> {
    const em = this.orm.em.fork();
    let queued = 0;
    let after: string | null = null;
    for (;;) {
      const page: { user_id: string }[] = await em.execute<{ user_id: string }[]>(
        `select distinct user_id from push_subscriptions
          where user_id <> ? and (?::uuid is null or user_id > ?::uuid)
          order by user_id limit ?`,
        [request.authorId, after, after, batchSize],
      );
      if (page.length === 0) break;
      after = page[page.length - 1]!.user_id;
      const members = await this.queries.execute(new ListNotificationRecipientsQuery(page.map((row) => row.user_id)));
      const wanting = members.filter((member) => deliveryGate('push', request.kind, member) === undefined);
      queued += await this.dispatcher.pushToMany(request, wanting);
      if (page.length < batchSize) break;
    }
    return { queued };
  }
}

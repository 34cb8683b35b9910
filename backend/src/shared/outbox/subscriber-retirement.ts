import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { SubscriberRegistry } from './subscriber-registry.js';

/** A subscriber no instance has announced for this long is taken to be removed from the code. */
export const RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS = 7;
/** How often each instance re-announces its subscribers (and retires the unseen): far below the above. */
export const SUBSCRIBER_HEARTBEAT_MS = 60 * 60 * 1000;

export const retiredSubscriberError = (days: number) =>
  `Subscriber retired: no running instance has announced it for ${days} days, so nothing would ever deliver this. ` +
  'Retry only after deploying code that has it again.';

/**
 * Removed subscribers (ADR 0006). Every instance re-announces its own subscribers each
 * SUBSCRIBER_HEARTBEAT_MS, so `event_subscribers.seen_at` stays fresh for every subscriber some
 * running code has. One unseen for RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS is deleted, so fan-out stops
 * writing deliveries for it, and its pending deliveries (and any pending delivery for a name no
 * longer registered at all) are parked with an explanation, where an admin sees them, instead of
 * staying pending forever. A week leaves room for a rollback to older code that still has it.
 */
@Injectable()
export class SubscriberRetirement {
  private lastRunAt = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly subscribers: SubscriberRegistry,
  ) {}

  /** Called on every relay pass; does its work at most once per heartbeat. */
  async runIfDue(now = Date.now()): Promise<void> {
    if (now - this.lastRunAt < SUBSCRIBER_HEARTBEAT_MS) return;
    this.lastRunAt = now;
    await this.run();
  }

  /** Announces this instance's subscribers, then retires the unseen ones; returns the deliveries parked. */
  async run(unseenForDays = RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS): Promise<number> {
    const em = this.orm.em.fork();
    await this.subscribers.announce(em);
    // The update sees event_subscribers as it was before the delete, hence both conditions.
    const parked = await em.execute<{ id: string }[]>(
      `with retired as (
         delete from event_subscribers where seen_at < now() - make_interval(days => ?) returning name
       )
       update event_deliveries d
          set status = 'parked', parked_at = now(), last_error = ?
        where d.status = 'pending'
          and (d.subscriber in (select name from retired)
               or not exists (select 1 from event_subscribers s where s.name = d.subscriber))
       returning d.id`,
      [unseenForDays, retiredSubscriberError(unseenForDays)],
    );
    return parked.length;
  }
}

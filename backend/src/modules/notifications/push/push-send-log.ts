import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PushOutcome } from './web-push-sender.js';

/**
 * claimed: an attempt is sending it (or died while sending it). sent: the push service accepted it.
 * gone: the push service said the subscription no longer exists. retry: an attempt failed visibly
 * (5xx, 429, network error) and the queue will try again. failed: given up.
 */
export type PushSendStatus = 'claimed' | 'sent' | 'gone' | 'retry' | 'failed';

export interface PushSendKey {
  deliveryId: string;
  subscriptionId: string;
}

/** What `claim` found: may this attempt send, and if not, the state it found the send in. */
export type PushClaim = { claimed: true; attempts: number } | { claimed: false; status: PushSendStatus | null };

/**
 * The send state of one push notification to one device (push_sends), so a push goes out at most
 * once per device however often its job runs: `claim` commits before the POST, `stamp` after it.
 * A job re-run after a crash between the two (kill -9, a lost connection) finds the claim and does
 * not send again — at most once across a crash (ADR 0005). Failures the process sees release the
 * claim (`release`), so the queue's retries still send.
 */
@Injectable()
export class PushSendLog {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Claims the send: the first time, or again after a visible failure. Refused when it was sent,
   * is gone, was given up, or is claimed by an attempt that never stamped it. The status returned
   * on refusal is the one before this statement (one round trip).
   */
  async claim({ deliveryId, subscriptionId }: PushSendKey): Promise<PushClaim> {
    const [row] = await this.orm.em.fork().execute<{ attempts: number | null; status: PushSendStatus | null }[]>(
      `with claimed as (
         insert into push_sends (delivery_id, subscription_id) values (?, ?)
         on conflict (delivery_id, subscription_id) do update
           set status = 'claimed', attempts = push_sends.attempts + 1, claimed_at = now(), last_error = null
           where push_sends.status = 'retry'
         returning attempts)
       select (select attempts from claimed) as attempts,
              (select status from push_sends where delivery_id = ? and subscription_id = ?) as status`,
      [deliveryId, subscriptionId, deliveryId, subscriptionId],
    );
    return row?.attempts ? { claimed: true, attempts: row.attempts } : { claimed: false, status: row?.status ?? null };
  }

  /** After the push service answered: sent (the device was reached) or gone (the subscription is deleted). */
  async stamp({ deliveryId, subscriptionId }: PushSendKey, outcome: PushOutcome): Promise<void> {
    const em = this.orm.em.fork();
    if (outcome === 'delivered') {
      await em.execute(
        `with sent as (
           update push_sends set status = 'sent', sent_at = now()
            where delivery_id = ? and subscription_id = ? and status = 'claimed' returning subscription_id)
         update push_subscriptions set last_success_at = now() where id in (select subscription_id from sent)`,
        [deliveryId, subscriptionId],
      );
      return;
    }
    await em.execute(
      `with gone as (
         update push_sends set status = 'gone'
          where delivery_id = ? and subscription_id = ? and status = 'claimed' returning subscription_id)
       delete from push_subscriptions where id = ?`,
      [deliveryId, subscriptionId, subscriptionId],
    );
  }

  /** The attempt failed before the push service accepted it: `retry` lets the next attempt claim it, `failed` gives up. */
  async release({ deliveryId, subscriptionId }: PushSendKey, status: 'retry' | 'failed', reason: string): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`update push_sends set status = ?, last_error = ? where delivery_id = ? and subscription_id = ? and status = 'claimed'`, [
        status,
        reason,
        deliveryId,
        subscriptionId,
      ]);
  }
}

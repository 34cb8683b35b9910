import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { MESSAGE_TIMINGS } from '@reagentswap/contracts';

/** Spec §9: at most one message e-mail per sender–recipient pair per 2 minutes. */
export const MESSAGE_MAIL_COOLDOWN_SECONDS = MESSAGE_TIMINGS.emailCooldownMs / 1000;

/**
 * Decides whether a new message may be e-mailed, once for every API instance: one conditional
 * upsert of the pair's row in message_mail_cooldowns. It moves the row to this message only if the
 * last e-mailed one is at least the cooldown old (by the database's clock, the same for every
 * instance). Two instances racing for the same pair serialise on the row lock, and the second
 * sees the first's new row, so only one wins. A redelivered event whose first attempt claimed the
 * row but failed before its e-mail was recorded wins again (the row already names its message);
 * the e-mail's dedupe key then keeps it to one e-mail.
 */
@Injectable()
export class MessageMailCooldown {
  constructor(private readonly orm: MikroORM) {}

  async claim(message: CooledMessage): Promise<boolean> {
    return (await this.claimMany([message])).has(message.messageId);
  }

  /**
   * `claim` for a batch of messages in one statement (ADR 0030), answering the ids of the messages
   * that may be e-mailed. Within the batch a pair claims for one message at most, as one after the
   * other would: the same transaction's clock makes the second claim fall inside the first's
   * cooldown. It is the message the pair's row already names (an earlier attempt's claim, won
   * again), else the pair's first in the batch. Pairs are upserted in key order, so two batches
   * sharing pairs wait for each other instead of deadlocking.
   */
  async claimMany(messages: readonly CooledMessage[]): Promise<Set<string>> {
    if (messages.length === 0) return new Set();
    const rows = await this.orm.em.fork().execute<{ last_message_id: string }[]>(
      `with m as (
         select * from jsonb_to_recordset(?::jsonb) as m("messageId" uuid, "senderId" uuid, "recipientId" uuid, ord int)),
       candidate as (
         select distinct on (m."senderId", m."recipientId") m."senderId", m."recipientId", m."messageId"
           from m left join message_mail_cooldowns c on c.sender_id = m."senderId" and c.recipient_id = m."recipientId"
          order by m."senderId", m."recipientId", (c.last_message_id = m."messageId") is true desc, m.ord)
       insert into message_mail_cooldowns as c (sender_id, recipient_id, last_message_id, last_mailed_at)
       select "senderId", "recipientId", "messageId", now() from candidate order by "senderId", "recipientId"
       on conflict (sender_id, recipient_id) do update
          set last_message_id = excluded.last_message_id, last_mailed_at = excluded.last_mailed_at
        where c.last_message_id = excluded.last_message_id
           or c.last_mailed_at <= excluded.last_mailed_at - make_interval(secs => ?)
       returning last_message_id`,
      [
        JSON.stringify(messages.map(({ messageId, senderId, recipientId }, ord) => ({ messageId, senderId, recipientId, ord }))),
        MESSAGE_MAIL_COOLDOWN_SECONDS,
      ],
    );
    return new Set(rows.map((row) => row.last_message_id.toLowerCase()));
  }
}

/** What the cooldown needs of a message. */
export interface CooledMessage {
  messageId: string;
  senderId: string;
  recipientId: string;
}

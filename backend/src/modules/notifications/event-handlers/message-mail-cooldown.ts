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

  async claim(message: { messageId: string; senderId: string; recipientId: string }): Promise<boolean> {
    const rows = await this.orm.em.fork().execute<{ last_message_id: string }[]>(
      `insert into message_mail_cooldowns as c (sender_id, recipient_id, last_message_id, last_mailed_at)
       values (?, ?, ?, now())
       on conflict (sender_id, recipient_id) do update
          set last_message_id = excluded.last_message_id, last_mailed_at = excluded.last_mailed_at
        where c.last_message_id = excluded.last_message_id
           or c.last_mailed_at <= excluded.last_mailed_at - make_interval(secs => ?)
       returning last_message_id`,
      [message.senderId, message.recipientId, message.messageId, MESSAGE_MAIL_COOLDOWN_SECONDS],
    );
    return rows.length === 1;
  }
}

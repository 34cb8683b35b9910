import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_MESSAGES, normalizeMessageContent } from '@reagentswap/contracts';
import { TransactionScope } from '../../../../shared/database/transaction-scope.js';
import { ConflictError } from '../../../../shared/errors/domain-error.js';
import { RelayWakeUp } from '../../../../shared/outbox/relay-wake-up.js';
import { MessageCommitted } from '../../events/message-committed.event.js';
import { findByClientId, sendIfAllowed, storeMessage, type NewMessage, type SendRefused } from '../../infrastructure/message-store.js';
import { foundIn, standingRefusal, standingWith } from '../../infrastructure/messaging-members.js';
import { toMessageView, type MessageRow } from '../../queries/message.view.js';
import { checkedMessageInput } from '../message-input.js';
import { SendMessageCommand } from './send-message.command.js';

/** Ids are compared as the database returns them (a UUID may arrive in capitals). */
const lowerCased = (id: string) => (typeof id === 'string' ? id.toLowerCase() : id);

@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventBus,
    private readonly transactions: TransactionScope,
    private readonly relays: RelayWakeUp,
  ) {}

  async execute({ senderId, body }: SendMessageCommand) {
    checkedMessageInput(body);
    const message: NewMessage = {
      senderId,
      recipientId: lowerCased(body.recipientId),
      reagentId: body.reagentId ? lowerCased(body.reagentId) : null,
      content: normalizeMessageContent(body.content),
      payload: body.payload ?? null,
      clientId: body.clientId ? lowerCased(body.clientId) : null,
    };
    // Outside a transaction the check and the store are one statement, committed when it returns
    // (ADR 0034); inside a caller's (which may still roll back) they are two of its statements,
    // and the push waits for the outbox like a swap approval's.
    const ownTransaction = this.transactions.current() === undefined;
    let stored: Awaited<ReturnType<typeof sendIfAllowed>>;
    if (ownTransaction) stored = await sendIfAllowed(this.em, message);
    else {
      const refusal = await this.refusal(senderId, message);
      stored = refusal ?? (await storeMessage(this.em, message));
    }
    if ('refused' in stored) {
      // A resend answers as the first send did, even if the recipient can no longer be written to.
      const earlier = message.clientId ? await findByClientId(this.em, senderId, message.clientId) : undefined;
      if (earlier) return this.resent(earlier, message);
      throw standingRefusal(stored.refused, { reagentAsked: message.reagentId !== null, toWrite: true })!;
    }
    // A resend that passes the checks is answered by the unique index, in messaging_send.
    const { row, created } = stored;
    if (!created) return this.resent(row, message);
    const view = toMessageView(row);
    if (ownTransaction) {
      // Committed: the realtime push goes out now, not when the relay next passes (ADR 0012).
      this.events.publish(new MessageCommitted(view));
      // Its outbox row was written without a NOTIFY (pushed live, ADR 0034): the relays are woken
      // for it with the other sends of the next moment.
      this.relays.owed();
    }
    return { message: view, created };
  }

  /** The check alone, as a refusal to word (inside a caller's transaction). */
  private async refusal(senderId: string, message: NewMessage): Promise<SendRefused | undefined> {
    const found = foundIn(await standingWith(this.em, senderId, message.recipientId, message.reagentId));
    return standingRefusal(found, { reagentAsked: message.reagentId !== null, toWrite: true }) ? { refused: found } : undefined;
  }

  /** The same clientId must mean the same message; reusing it for another one is a client bug, said so. */
  private resent(earlier: MessageRow, message: NewMessage) {
    const same =
      earlier.recipient_id === message.recipientId && earlier.reagent_id === message.reagentId && earlier.content === message.content;
    if (!same) throw new ConflictError(MESSAGE_MESSAGES.clientIdReused, 'CLIENT_ID_REUSED');
    return { message: toMessageView(earlier), created: false };
  }
}

import { MESSAGE_TIMINGS, type MessageView } from '@reagentswap/contracts';

/** A message shown before the server has it (spec §4: temporary, 'sending', until the list holds a match). */
export interface PendingMessage {
  clientId: string;
  senderId: string;
  recipientId: string;
  reagentId: string | null;
  content: string;
  /** When it was written (ms); matched against the stored message's time. */
  createdAt: number;
}

/**
 * Spec §4: a temporary message is replaced by the stored one with the same content and sender
 * within 5 s. The clientId the server echoes identifies it exactly; the content rule still holds
 * for a stored copy that came back without it.
 */
export function isStoredCopy(pending: PendingMessage, message: MessageView): boolean {
  if (message.clientId !== null) return message.clientId === pending.clientId;
  return (
    message.senderId === pending.senderId &&
    message.content === pending.content &&
    Math.abs(Date.parse(message.createdAt) - pending.createdAt) <= MESSAGE_TIMINGS.optimisticMatchWindowMs
  );
}

/** The temporary messages still waiting for their stored copy. */
export function unmatchedPending(pending: readonly PendingMessage[], stored: readonly MessageView[]): PendingMessage[] {
  return pending.filter((item) => !stored.some((message) => isStoredCopy(item, message)));
}

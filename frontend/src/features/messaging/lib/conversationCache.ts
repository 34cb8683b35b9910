import type { ConversationPage, MessageView, ReadReceiptView } from '@reagentswap/contracts';

/** Which conversation a cache entry holds: the other member, and the reagent it is filtered by (or the whole conversation). */
export interface ConversationArgs {
  userId: string;
  reagentId: string | null;
}

/** The pages of one cached conversation, newest page first (RTK Query's infinite data). */
export interface ConversationPages {
  pages: ConversationPage[];
}

/** Message cursors are sequence numbers as decimal strings without leading zeros: longer is larger. */
export function compareCursors(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a pushed or sent message belongs on the screen of `args` (a push only reaches its two parties). */
export function belongsTo(args: ConversationArgs, message: MessageView): boolean {
  const withThem = message.senderId === args.userId || message.recipientId === args.userId;
  return withThem && (args.reagentId === null || message.reagentId === args.reagentId);
}

/**
 * Adds a message to the cached pages once (a push and the send's own answer may both bring it),
 * in cursor order within the newest page; a message already cached is replaced by the newer copy.
 */
export function insertMessage(draft: ConversationPages, message: MessageView): void {
  for (const page of draft.pages) {
    const at = page.items.findIndex((item) => item.id === message.id);
    if (at !== -1) {
      page.items[at] = { ...message, read: message.read || page.items[at]!.read };
      return;
    }
  }
  const first = draft.pages[0];
  if (!first) return;
  const at = first.items.findIndex((item) => compareCursors(item.cursor, message.cursor) < 0);
  if (at === -1) first.items.push(message);
  else first.items.splice(at, 0, message);
}

/** A read receipt: the recipient has read these of my messages. */
export function markRead(draft: ConversationPages, receipt: ReadReceiptView): void {
  const ids = new Set(receipt.messageIds);
  for (const page of draft.pages) {
    for (const item of page.items) if (ids.has(item.id)) item.read = true;
  }
}

/** I read `senderId`'s messages up to the cursor `upTo` (a message that arrived while the conversation was open). */
export function markReadUpTo(draft: ConversationPages, senderId: string, upTo: string): void {
  for (const page of draft.pages) {
    for (const item of page.items) if (item.senderId === senderId && compareCursors(item.cursor, upTo) <= 0) item.read = true;
  }
}

/** Every loaded message, oldest first (the order a chat shows them). */
export function messagesOldestFirst(data: ConversationPages | undefined): MessageView[] {
  if (!data) return [];
  return data.pages.flatMap((page) => page.items).reverse();
}

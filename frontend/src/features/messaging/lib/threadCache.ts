import type { MessageView, ThreadPage, ThreadView } from '@reagentswap/contracts';

/** The pages of one cached thread list, newest thread first. */
export interface ThreadPages {
  pages: ThreadPage[];
}

/** A thread is one other member and one reagent, or no reagent (spec §3 "Message thread summary"). */
export const threadKey = (userId: string, reagentId: string | null) => `${userId}:${reagentId ?? ''}`;

/**
 * Applies a new message to a cached thread list: its thread takes the message as the last one,
 * moves to the top and, when the message is to me, counts one more unread. Returns false when the
 * thread is not in the list (it needs the other member's and the reagent's names: refetch).
 */
export function applyMessageToThreads(draft: ThreadPages, message: MessageView, meId: string): boolean {
  const otherId = message.senderId === meId ? message.recipientId : message.senderId;
  const key = threadKey(otherId, message.reagentId);
  for (const page of draft.pages) {
    const at = page.items.findIndex((thread) => threadKey(thread.userId, thread.reagentId) === key);
    if (at === -1) continue;
    const [thread] = page.items.splice(at, 1) as [ThreadView];
    thread.lastMessage = message.content;
    thread.lastMessageSenderId = message.senderId;
    thread.lastMessageAt = message.createdAt;
    if (message.recipientId === meId && !message.read) thread.unreadCount += 1;
    draft.pages[0]!.items.unshift(thread);
    return true;
  }
  return false;
}

/**
 * The member opened a conversation, which marks it read on the server (ADR 0011): the reagent's
 * thread, or with no reagent every thread with that member.
 */
export function clearUnread(draft: ThreadPages, userId: string, reagentId: string | null): void {
  for (const page of draft.pages) {
    for (const thread of page.items) {
      if (thread.userId === userId && (reagentId === null || thread.reagentId === reagentId)) thread.unreadCount = 0;
    }
  }
}

import { useEffect, useState } from 'react';
import type { MessageView } from '@reagentswap/contracts';
import { useMarkConversationReadMutation } from '../messagingApi';
import type { ConversationArgs } from './conversationCache';

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * A message that arrives while its conversation is open is read (spec §4: read when the
 * recipient loads the conversation) — once the tab is visible, so a message nobody saw stays
 * unread. Marked up to the newest shown, as loading the conversation does.
 */
export function useMarkLiveMessagesRead(conversation: ConversationArgs, meId: string, messages: readonly MessageView[]): void {
  const [markRead] = useMarkConversationReadMutation();
  const visible = useDocumentVisible();
  const newestUnread = messages.findLast((message) => message.senderId !== meId && !message.read)?.cursor;
  const { userId, reagentId } = conversation;
  useEffect(() => {
    if (newestUnread && visible) void markRead({ userId, reagentId, upTo: newestUnread });
  }, [markRead, newestUnread, visible, userId, reagentId]);
}

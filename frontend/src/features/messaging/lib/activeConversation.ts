import { useEffect } from 'react';
import type { MessageView } from '@reagentswap/contracts';
import type { ConversationArgs } from './conversationCache';
import { belongsTo } from './conversationCache';

/**
 * The conversation on screen, if any: a message into it just appears, a message from anyone else
 * raises 'New message received' (spec §8). One at a time; the page sets it while mounted.
 */
let active: ConversationArgs | null = null;

export function useActiveConversation(args: ConversationArgs): void {
  const { userId, reagentId } = args;
  useEffect(() => {
    const mine = { userId, reagentId };
    active = mine;
    return () => {
      if (active === mine) active = null;
    };
  }, [userId, reagentId]);
}

/** Whether `message` lands in the conversation the member is looking at. */
export const isOnScreen = (message: MessageView): boolean => active !== null && belongsTo(active, message);

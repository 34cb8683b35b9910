import { describe, expect, it } from '@jest/globals';
import type { MessageView, ThreadView } from '@reagentswap/contracts';
import { applyMessageToThreads, clearUnread, threadKey, type ThreadPages } from './threadCache';

const ME = 'me';
const thread = (userId: string, reagentId: string | null, unreadCount = 0): ThreadView => ({
  userId,
  username: userId,
  displayName: null,
  reagentId,
  reagentName: reagentId,
  lastMessage: 'earlier',
  lastMessageSenderId: userId,
  lastMessageAt: '2026-11-26T10:00:00.000Z',
  unreadCount,
  canMessage: true,
});
const message = (changes: Partial<MessageView>): MessageView => ({
  id: 'm1',
  clientId: null,
  senderId: 'ann',
  recipientId: ME,
  reagentId: null,
  content: 'new',
  read: false,
  createdAt: '2026-11-27T09:00:00.000Z',
  payload: null,
  cursor: '7',
  ...changes,
});
const keys = (draft: ThreadPages) => draft.pages.map((p) => p.items.map((t) => threadKey(t.userId, t.reagentId)));

describe('the cached thread list', () => {
  it('moves the thread of a new message to the top with it as the last message, one more unread when it is to me', () => {
    const draft: ThreadPages = {
      pages: [
        { items: [thread('bob', null), thread('ann', 'r1')], nextCursor: 'x' },
        { items: [thread('ann', null, 2)], nextCursor: null },
      ],
    };
    expect(applyMessageToThreads(draft, message({}), ME)).toBe(true);
    expect(keys(draft)).toEqual([['ann:', 'bob:', 'ann:r1'], []]);
    expect(draft.pages[0]!.items[0]).toMatchObject({
      lastMessage: 'new',
      lastMessageSenderId: 'ann',
      lastMessageAt: '2026-11-27T09:00:00.000Z',
      unreadCount: 3,
    });
  });

  it('counts nothing unread for my own message, and finds the thread by the other member', () => {
    const draft: ThreadPages = { pages: [{ items: [thread('bob', null), thread('ann', 'r1', 1)], nextCursor: null }] };
    expect(applyMessageToThreads(draft, message({ senderId: ME, recipientId: 'ann', reagentId: 'r1' }), ME)).toBe(true);
    expect(draft.pages[0]!.items[0]).toMatchObject({ userId: 'ann', reagentId: 'r1', unreadCount: 1, lastMessageSenderId: ME });
  });

  it('says so when the thread is not in the list (the names it needs come with a refetch)', () => {
    const draft: ThreadPages = { pages: [{ items: [thread('bob', null)], nextCursor: null }] };
    expect(applyMessageToThreads(draft, message({ reagentId: 'r9' }), ME)).toBe(false);
    expect(keys(draft)).toEqual([['bob:']]);
  });

  it('clears the unread count of the opened reagent thread, or of every thread with the member', () => {
    const draft: ThreadPages = {
      pages: [{ items: [thread('ann', 'r1', 2), thread('ann', null, 1), thread('bob', null, 4)], nextCursor: null }],
    };
    clearUnread(draft, 'ann', 'r1');
    expect(draft.pages[0]!.items.map((t) => t.unreadCount)).toEqual([0, 1, 4]);
    clearUnread(draft, 'ann', null);
    expect(draft.pages[0]!.items.map((t) => t.unreadCount)).toEqual([0, 0, 4]);
  });
});

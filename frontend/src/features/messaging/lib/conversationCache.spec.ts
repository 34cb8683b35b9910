import { describe, expect, it } from '@jest/globals';
import type { ConversationPage, MessageView } from '@reagentswap/contracts';
import {
  belongsTo,
  compareCursors,
  insertMessage,
  markRead,
  markReadUpTo,
  messagesOldestFirst,
  type ConversationPages,
} from './conversationCache';

const ME = 'me';
const THEM = 'them';
const message = (cursor: number, changes: Partial<MessageView> = {}): MessageView => ({
  id: `m${cursor}`,
  clientId: null,
  senderId: THEM,
  recipientId: ME,
  reagentId: null,
  content: `message ${cursor}`,
  read: false,
  createdAt: new Date(2026, 10, 27, 9, cursor).toISOString(),
  payload: null,
  cursor: String(cursor),
  ...changes,
});
const page = (...cursors: number[]): ConversationPage => ({
  items: cursors.map((c) => message(c)),
  nextCursor: null,
  newerCursor: null,
  other: {} as ConversationPage['other'],
  reagent: null,
  canMessage: true,
});
const cursors = (draft: ConversationPages) => draft.pages.map((p) => p.items.map((m) => Number(m.cursor)));

describe('the cached conversation', () => {
  it('orders cursors as numbers, not as text', () => {
    expect(compareCursors('9', '10')).toBeLessThan(0);
    expect(compareCursors('10', '9')).toBeGreaterThan(0);
    expect(compareCursors('12', '12')).toBe(0);
  });

  it('takes a message of its two members, about its reagent when it is filtered by one', () => {
    expect(belongsTo({ userId: THEM, reagentId: null }, message(1))).toBe(true);
    expect(belongsTo({ userId: THEM, reagentId: null }, message(1, { senderId: ME, recipientId: THEM }))).toBe(true);
    expect(belongsTo({ userId: 'someone else', reagentId: null }, message(1))).toBe(false);
    expect(belongsTo({ userId: THEM, reagentId: 'r1' }, message(1, { reagentId: 'r2' }))).toBe(false);
    expect(belongsTo({ userId: THEM, reagentId: 'r1' }, message(1, { reagentId: 'r1' }))).toBe(true);
  });

  it('inserts a message once, in cursor order in the newest page, whichever of the push and the answer comes first', () => {
    const draft: ConversationPages = { pages: [page(12, 10, 9), page(5, 4)] };
    insertMessage(draft, message(11));
    insertMessage(draft, message(13));
    expect(cursors(draft)).toEqual([
      [13, 12, 11, 10, 9],
      [5, 4],
    ]);
    insertMessage(draft, message(11, { content: 'the answer' }));
    expect(cursors(draft)).toEqual([
      [13, 12, 11, 10, 9],
      [5, 4],
    ]);
    expect(draft.pages[0]!.items[2]!.content).toBe('the answer');
  });

  it('keeps a message read when an older copy of it arrives', () => {
    const draft: ConversationPages = { pages: [page(2, 1)] };
    draft.pages[0]!.items[0]!.read = true;
    insertMessage(draft, message(2));
    expect(draft.pages[0]!.items[0]!.read).toBe(true);
  });

  it('marks the receipt’s messages read, or every message of a sender up to a cursor', () => {
    const draft: ConversationPages = { pages: [page(3, 2), page(1)] };
    markRead(draft, { readerId: THEM, senderId: ME, messageIds: ['m1', 'm3'], readAt: '' });
    expect(draft.pages.flatMap((p) => p.items.map((m) => m.read))).toEqual([true, false, true]);

    const other: ConversationPages = { pages: [page(11, 10, 9)] };
    other.pages[0]!.items[1]!.senderId = ME;
    markReadUpTo(other, THEM, '10');
    expect(other.pages[0]!.items.map((m) => m.read)).toEqual([false, false, true]);
  });

  it('lists every loaded message oldest first', () => {
    expect(messagesOldestFirst({ pages: [page(4, 3), page(2, 1)] }).map((m) => m.cursor)).toEqual(['1', '2', '3', '4']);
    expect(messagesOldestFirst(undefined)).toEqual([]);
  });
});

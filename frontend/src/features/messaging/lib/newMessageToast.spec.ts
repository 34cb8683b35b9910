import { describe, expect, it } from '@jest/globals';
import { MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { MESSAGING_TAGS_ON_RECONNECT } from './messagingTags';
import { announcesNewMessage, preview } from './newMessageToast';

describe("'New message received'", () => {
  it('is raised for a message from someone else whose conversation is not on screen', () => {
    expect(announcesNewMessage({ senderId: 'bob' }, 'alice', false)).toBe(true);
  });

  it("is not raised for the member's own message, one on screen, or while signed out", () => {
    expect(announcesNewMessage({ senderId: 'alice' }, 'alice', false)).toBe(false);
    expect(announcesNewMessage({ senderId: 'bob' }, 'alice', true)).toBe(false);
    expect(announcesNewMessage({ senderId: 'bob' }, null, false)).toBe(false);
  });

  it('previews the message cut at the push preview length, with an ellipsis only when cut', () => {
    const limit = MESSAGE_TIMINGS.pushPreviewLength;
    expect(preview('x'.repeat(limit))).toBe('x'.repeat(limit));
    expect(preview('x'.repeat(limit + 1))).toBe(`${'x'.repeat(limit)}…`);
  });
});

describe('a reconnect', () => {
  it("refetches the conversations, threads and unread count, and no other feature's tag", () => {
    const types = MESSAGING_TAGS_ON_RECONNECT.map((tag) => (typeof tag === 'string' ? tag : tag.type));
    expect(types).toEqual(['Conversation', 'Thread', 'UnreadCount']);
  });
});

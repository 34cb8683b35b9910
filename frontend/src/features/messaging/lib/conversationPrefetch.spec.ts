import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ConversationArgs } from './conversationCache';
import { conversationAt, createConversationPrefetch, type SessionView } from './conversationPrefetch';

describe('conversationAt', () => {
  it('reads both routes of a conversation, with and without the reagent', () => {
    expect(conversationAt('/conversation/u-1', '')).toEqual({ userId: 'u-1', reagentId: null });
    expect(conversationAt('/conversations/u-1/', '?reagentId=r-9')).toEqual({ userId: 'u-1', reagentId: 'r-9' });
    expect(conversationAt('/conversation/a%20b', '?reagentId=')).toEqual({ userId: 'a b', reagentId: null });
  });

  it('is nothing for any other page, a blank id or one that does not decode', () => {
    expect(conversationAt('/messages', '')).toBeNull();
    expect(conversationAt('/conversation', '')).toBeNull();
    expect(conversationAt('/conversation/u-1/extra', '')).toBeNull();
    expect(conversationAt('/conversation/%20', '')).toBeNull();
    expect(conversationAt('/conversation/%E0%A4%A', '')).toBeNull();
  });
});

describe('createConversationPrefetch', () => {
  let session: SessionView;
  let listeners: Set<() => void>;
  let started: { args: ConversationArgs; released: boolean }[];
  const change = (next: SessionView) => {
    session = next;
    for (const listener of [...listeners]) listener();
  };
  const make = () =>
    createConversationPrefetch({
      session: () => session,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      start: (args) => {
        const entry = { args, released: false };
        started.push(entry);
        return () => {
          entry.released = true;
        };
      },
      unclaimedAfterMs: 10_000,
    });
  const at = (pathname: string, search = '') => ({ pathname, search });
  const flush = () => Promise.resolve();
  const bob = { userId: 'bob', reagentId: null };

  beforeEach(() => {
    jest.useFakeTimers();
    session = { settled: false, meId: null };
    listeners = new Set();
    started = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks for the conversation once the restore signs the member in, and the page takes that answer', async () => {
    const prefetch = make();
    prefetch.prefetch(at('/conversation/bob'));
    await flush();
    expect(started).toEqual([]); // the session is not known yet: no token to ask with
    change({ settled: true, meId: 'alice' });
    expect(started).toEqual([{ args: bob, released: false }]);
    expect(listeners.size).toBe(0);

    expect(prefetch.has(bob)).toBe(true);
    expect(prefetch.has(bob)).toBe(true); // a second render sees the same
    expect(prefetch.has({ userId: 'bob', reagentId: 'r-1' })).toBe(false);
    prefetch.claim(bob);
    expect(started[0]!.released).toBe(true);
    expect(prefetch.has(bob)).toBe(false); // a later mount asks afresh
  });

  it('asks at once when the session is already known, never inside the caller (a render)', async () => {
    session = { settled: true, meId: 'alice' };
    const prefetch = make();
    prefetch.prefetch(at('/conversations/bob', '?reagentId=r-1'));
    expect(started).toEqual([]);
    await flush();
    expect(started.map((entry) => entry.args)).toEqual([{ userId: 'bob', reagentId: 'r-1' }]);
  });

  it('asks nothing for a guest, for the member themself, or for another page', async () => {
    const prefetch = make();
    prefetch.prefetch(at('/conversation/bob'));
    await flush();
    change({ settled: true, meId: null });
    prefetch.prefetch(at('/conversation/alice'));
    session = { settled: true, meId: 'alice' };
    await flush();
    prefetch.prefetch(at('/messages'));
    await flush();
    expect(started).toEqual([]);
  });

  it('lets go of a prefetch the page never takes', async () => {
    session = { settled: true, meId: 'alice' };
    const prefetch = make();
    prefetch.prefetch(at('/conversation/bob'));
    await flush();
    jest.advanceTimersByTime(10_000);
    expect(started[0]!.released).toBe(true);
    expect(prefetch.has(bob)).toBe(false);
  });
});

import { jest } from '@jest/globals';
import type { QueryBus } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthenticateSessionQuery } from '../../identity/index.js';
import type { RealtimeServer } from '../push/realtime-server.js';
import { recheckSliceOf, SESSION_RECHECK_MS, SESSION_RECHECK_SLICES, SessionWatch } from './session-watch.js';

/** Session ids whose last four hex digits count up from 0 (UUID-shaped, as the sessions' are). */
const sessionIds = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);

/** A server whose sockets are one per session, signed in; only what SessionWatch reads. */
const serverWith = (sessions: string[]) =>
  ({
    of: () => ({
      sockets: new Map(sessions.map((id) => [id, { data: { auth: { user: { id: 'member' }, session: { id } } } }])),
    }),
  }) as unknown as RealtimeServer;

describe('SessionWatch', () => {
  it('puts every session in one slice, the slices evenly filled', () => {
    const counts = new Array<number>(SESSION_RECHECK_SLICES).fill(0);
    for (const id of sessionIds(SESSION_RECHECK_SLICES * 100)) counts[recheckSliceOf(id)]! += 1;
    expect(counts).toEqual(new Array(SESSION_RECHECK_SLICES).fill(100));
  });

  it('checks a slice of the sessions per tick and every session once per interval, never all at once', async () => {
    jest.useFakeTimers();
    const checked: string[] = [];
    const queries = {
      execute: (query: AuthenticateSessionQuery) => {
        checked.push(query.sessionId);
        return Promise.resolve({ id: query.userId });
      },
    } as unknown as QueryBus;
    const orm = { em: { name: 'default', fork: () => ({ name: 'default' }) } } as unknown as MikroORM;
    const sessions = sessionIds(300);
    const watch = new SessionWatch(queries, orm);
    try {
      watch.start(serverWith(sessions));
      await jest.advanceTimersByTimeAsync(SESSION_RECHECK_MS / SESSION_RECHECK_SLICES);
      expect(checked).toHaveLength(300 / SESSION_RECHECK_SLICES);
      await jest.advanceTimersByTimeAsync(SESSION_RECHECK_MS - SESSION_RECHECK_MS / SESSION_RECHECK_SLICES);
      expect(checked.toSorted()).toEqual(sessions.toSorted());
    } finally {
      watch.stop();
      jest.useRealTimers();
    }
  });
});

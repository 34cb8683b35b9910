import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { restoreSession } from './sessionManager';
import { startEarlyRestore, takeEarlyRestore } from './refreshRequest';

// The restore on start: the entry sends the refresh request before the app's modules load, and the
// session manager acts on that answer instead of asking again (a second request would rotate the
// refresh token twice). Node has no Web Locks here, so the request goes out unlocked.

const session = { accessToken: 'token', expiresAt: new Date(Date.now() + 900_000).toISOString(), user: { id: 'u1' } };

describe('the restore the entry starts', () => {
  const fetchMock = jest.fn<typeof fetch>();
  beforeAll(() => {
    global.fetch = fetchMock;
  });
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('is one request, taken once', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(session), { status: 200 }));
    startEarlyRestore();
    startEarlyRestore();
    const answer = takeEarlyRestore();
    expect(await answer).toMatchObject({ kind: 'ok', session: { accessToken: 'token' } });
    expect(takeEarlyRestore()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is what the restore acts on: no second request, the session dispatched once however often the restore is asked', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(session), { status: 200 }));
    startEarlyRestore();
    const dispatched: UnknownAction[] = [];
    const dispatch: Dispatch<UnknownAction> = (action) => {
      dispatched.push(action);
      return action;
    };
    await Promise.all([restoreSession(dispatch), restoreSession(dispatch)]);
    await restoreSession(dispatch);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/refresh');
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0]).toMatchObject({ payload: { accessToken: 'token' } });
  });
});

import { jest } from '@jest/globals';
import { RealtimePushes } from './realtime-pushes.js';
import type { RealtimeServer } from './realtime-server.js';

function fakeServer() {
  const emit = jest.fn();
  const disconnectSockets = jest.fn();
  const to = jest.fn(() => ({ emit }));
  const inRooms = jest.fn(() => ({ disconnectSockets }));
  return { server: { to, in: inRooms } as unknown as RealtimeServer, to, emit, disconnectSockets };
}

describe('RealtimePushes', () => {
  it("emits once to the members' rooms, each member once", () => {
    const pushes = new RealtimePushes();
    const { server, to, emit } = fakeServer();
    pushes.attach(server);
    pushes.toMembers(['a', 'b', 'a'], 'counts', { unreadMessages: 1, pendingSwapRequests: 0 });
    expect(to).toHaveBeenCalledWith(['user:a', 'user:b']);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('tells a member why, then closes their sockets', () => {
    const pushes = new RealtimePushes();
    const { server, emit, disconnectSockets } = fakeServer();
    pushes.attach(server);
    pushes.endSessionsOf('a', { code: 'ACCOUNT_SUSPENDED', message: 'Suspended' });
    expect(emit).toHaveBeenCalledWith('session:ended', { code: 'ACCOUNT_SUSPENDED', message: 'Suspended' });
    expect(disconnectSockets).toHaveBeenCalledWith(true);
  });

  it("tells one session's sockets why, then closes them: its room only, not the member's", () => {
    const pushes = new RealtimePushes();
    const { server, to, emit, disconnectSockets } = fakeServer();
    pushes.attach(server);
    pushes.endSession('s1', { code: 'SESSION_ENDED', message: 'Ended' });
    expect(to).toHaveBeenCalledWith('session:s1');
    expect((server.in as jest.Mock).mock.calls).toEqual([['session:s1']]);
    expect(emit).toHaveBeenCalledWith('session:ended', { code: 'SESSION_ENDED', message: 'Ended' });
    expect(disconnectSockets).toHaveBeenCalledWith(true);
  });

  it('pushes nothing once the application is shutting down (the server and its Redis connections close next)', () => {
    const pushes = new RealtimePushes();
    const { server, to } = fakeServer();
    pushes.attach(server);
    pushes.beforeApplicationShutdown();
    pushes.toMembers(['a'], 'counts', { unreadMessages: 0, pendingSwapRequests: 0 });
    pushes.endSessionsOf('a', { code: 'SESSION_ENDED', message: 'Ended' });
    expect(to).not.toHaveBeenCalled();
  });
});

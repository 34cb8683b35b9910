import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { WsException } from '@nestjs/websockets';
import type { AccessTokenStrategy } from './access-token.strategy.js';
import { Public } from './auth.decorators.js';
import { AuthenticationGuard } from './authentication.guard.js';

// HTTP and socket handshakes are covered against the real app (authentication, session-end and
// socket-handshake API tests); these are the transports the app cannot reach with a real client.
class Handlers {
  guarded() {}
  @Public()
  open() {}
}

function contextOf(type: string, handler: keyof Handlers, client: object = {}): ExecutionContext {
  return {
    getType: () => type,
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
    switchToWs: () => ({ getClient: () => client }),
  } as unknown as ExecutionContext;
}

describe('AuthenticationGuard outside HTTP', () => {
  const strategy = {
    check: () => {
      throw new Error('sockets and other transports never reach the token strategy from the guard');
    },
  } as unknown as AccessTokenStrategy;
  const guard = new AuthenticationGuard(new Reflector(), strategy);

  it('refuses a socket message from a socket the handshake did not authenticate', async () => {
    const attempt = guard.canActivate(contextOf('ws', 'guarded', { data: {} }));
    await expect(attempt).rejects.toBeInstanceOf(WsException);
    await expect(attempt).rejects.toMatchObject({ error: { status: 401, code: 'UNAUTHORIZED', message: 'You must be logged in' } });
  });

  it('lets an authenticated socket through', async () => {
    const auth = { user: { id: 'u', email: 'e', isAdmin: false }, session: { id: 's', expiresAt: new Date() } };
    await expect(guard.canActivate(contextOf('ws', 'guarded', { data: { auth } }))).resolves.toBe(true);
  });

  it('refuses any other transport rather than waving it through', async () => {
    await expect(guard.canActivate(contextOf('rpc', 'guarded'))).resolves.toBe(false);
  });

  it('still honours @Public()', async () => {
    await expect(guard.canActivate(contextOf('rpc', 'open'))).resolves.toBe(true);
  });
});

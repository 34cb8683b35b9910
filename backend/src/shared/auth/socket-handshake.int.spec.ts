import type { AddressInfo } from 'node:net';
import { Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { AdminOnly } from './auth.decorators.js';
import { HandshakeRefusedError, SocketAuthenticator, socketAuthOf, userRoom, type HandshakeSocket } from './socket-authenticator.js';

/** Throwaway gateways standing in for the messaging issue's: one on the main namespace, one on its own. */
@WebSocketGateway()
class ProbeGateway {
  constructor(private readonly authenticator: SocketAuthenticator) {}

  @WebSocketServer() server!: { to(room: string): { emit(event: string, payload: unknown): void } };

  @SubscribeMessage('whoami')
  whoami(@ConnectedSocket() socket: HandshakeSocket) {
    return socketAuthOf(socket);
  }

  @SubscribeMessage('reauthenticate')
  async reauthenticate(@ConnectedSocket() socket: HandshakeSocket, @MessageBody() token: string) {
    try {
      return await this.authenticator.reauthenticate(socket, token);
    } catch (error) {
      return { refused: (error as HandshakeRefusedError).data };
    }
  }

  @AdminOnly()
  @SubscribeMessage('admin-only')
  adminOnly() {
    return 'granted';
  }
}

@WebSocketGateway({ namespace: 'probe' })
class NamespacedProbeGateway {
  @SubscribeMessage('whoami')
  whoami(@ConnectedSocket() socket: HandshakeSocket) {
    return socketAuthOf(socket)?.user.id;
  }
}

@Module({ providers: [ProbeGateway, NamespacedProbeGateway] })
class ProbeModule {}

const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';

type Outcome = { connected: ClientSocket } | { refused: { message: string; data?: { status: number; code: string } } };

describe('socket.io handshake guard', () => {
  let t: TestApp;
  let url: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { extraModules: [ProbeModule] });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  function connect(options: { token?: string; header?: string; namespace?: string } = {}): Promise<Outcome> {
    const socket = io(`${url}${options.namespace ?? ''}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: options.token === undefined ? {} : { token: options.token },
      extraHeaders: options.header ? { Authorization: options.header } : undefined,
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ connected: socket }));
      socket.once('connect_error', (error: Error & { data?: { status: number; code: string } }) =>
        resolve({ refused: { message: error.message, data: error.data } }),
      );
    });
  }

  async function connected(options: Parameters<typeof connect>[0]): Promise<ClientSocket> {
    const outcome = await connect(options);
    if (!('connected' in outcome)) throw new Error(`refused: ${JSON.stringify(outcome.refused)}`);
    return outcome.connected;
  }

  const forge = (claims: Record<string, unknown>, secret = TEST_SECRET) => new JwtService({ secret }).sign(claims);
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; exp: number };

  it('refuses a handshake without a token, on every namespace', async () => {
    for (const namespace of ['', '/probe']) {
      expect(await connect({ namespace })).toEqual({
        refused: { message: 'You must be logged in', data: { status: 401, code: 'UNAUTHORIZED' } },
      });
    }
  });

  it('refuses a malformed token and one signed with another secret', async () => {
    const member = await signedInAccount(t);
    const { sid, exp } = claimsOf(member.token);
    for (const token of ['not.a.jwt', forge({ sub: member.id, sid, exp }, 'another-secret-that-is-at-least-32-characters')]) {
      expect(await connect({ token })).toEqual({
        refused: { message: 'You must be logged in', data: { status: 401, code: 'INVALID_ACCESS_TOKEN' } },
      });
    }
  });

  it('refuses an expired token with a code that tells the client to refresh and reconnect', async () => {
    const member = await signedInAccount(t);
    const token = forge({ sub: member.id, sid: claimsOf(member.token).sid, exp: Math.floor(Date.now() / 1000) - 1 });
    expect(await connect({ token })).toEqual({
      refused: {
        message: 'Your access token has expired. Refresh it and reconnect.',
        data: { status: 401, code: 'ACCESS_TOKEN_EXPIRED' },
      },
    });
  });

  it('refuses a token whose session was signed out', async () => {
    const member = await signedInAccount(t);
    await connected({ token: member.token });
    const cookie = member.cookie.find((c) => c.startsWith('rs_refresh='))!.split(';')[0]!;
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(await connect({ token: member.token })).toEqual({
      refused: { message: 'Your session has expired. Please log in again.', data: { status: 401, code: 'SESSION_ENDED' } },
    });
  });

  it('refuses a suspended account with the account message', async () => {
    const member = await signedInAccount(t);
    await t.orm.em.fork().execute('update users set is_deleted = true where id = ?', [member.id]);
    expect(await connect({ token: member.token })).toEqual({
      refused: { message: 'Your account has been suspended. Please contact support.', data: { status: 403, code: 'ACCOUNT_SUSPENDED' } },
    });
  });

  it('accepts a live token from auth.token or the Authorization header; the socket carries the user, session and expiry', async () => {
    const member = await signedInAccount(t);
    const { sid, exp } = claimsOf(member.token);
    for (const options of [{ token: member.token }, { header: `Bearer ${member.token}` }]) {
      const socket = await connected(options);
      expect(await socket.emitWithAck('whoami', {})).toEqual({
        user: { id: member.id, email: member.email, isAdmin: false },
        session: { id: sid, expiresAt: new Date(exp * 1000).toISOString() },
      });
    }
    expect(await (await connected({ token: member.token, namespace: '/probe' })).emitWithAck('whoami', {})).toBe(member.id);
  });

  it("moves a connected socket to a fresh token of the same user, and refuses anyone else's", async () => {
    const [member, stranger] = [await signedInAccount(t), await signedInAccount(t)];
    const socket = await connected({ token: member.token });
    const fresh = forge({ sub: member.id, sid: claimsOf(member.token).sid, exp: claimsOf(member.token).exp + 600 });
    expect(await socket.emitWithAck('reauthenticate', fresh)).toMatchObject({
      session: { expiresAt: new Date((claimsOf(member.token).exp + 600) * 1000).toISOString() },
    });
    expect(await socket.emitWithAck('reauthenticate', stranger.token)).toEqual({ refused: { status: 403, code: 'ACCOUNT_MISMATCH' } });
    expect(await socket.emitWithAck('reauthenticate', 'not.a.jwt')).toEqual({ refused: { status: 401, code: 'INVALID_ACCESS_TOKEN' } });
    expect((await socket.emitWithAck('whoami', {})).user.id).toBe(member.id);
  });

  it("puts every socket of a user in that user's room, and nobody else's", async () => {
    const [alice, bob] = [await signedInAccount(t), await signedInAccount(t)];
    const aliceTabs = [await connected({ token: alice.token }), await connected({ token: alice.token })];
    const bobTab = await connected({ token: bob.token });
    const received = (socket: ClientSocket) => new Promise((resolve) => socket.once('probe', resolve));
    const bobGot: unknown[] = [];
    bobTab.on('probe', (payload) => bobGot.push(payload));

    const deliveries = aliceTabs.map(received);
    t.app.get(ProbeGateway).server.to(userRoom(alice.id)).emit('probe', { hello: 'alice' });
    expect(await Promise.all(deliveries)).toEqual([{ hello: 'alice' }, { hello: 'alice' }]);
    // A round trip on Bob's socket after the emit: anything sent to him would have arrived first.
    await bobTab.emitWithAck('whoami', {});
    expect(bobGot).toEqual([]);
  });

  it('applies the global guard to socket messages too (admin-only handlers)', async () => {
    const member = await signedInAccount(t);
    const admin = await signedInAccount(t, { isAdmin: true });
    const memberSocket = await connected({ token: member.token });
    const refused = new Promise((resolve) => memberSocket.once('exception', resolve));
    memberSocket.emit('admin-only', {});
    expect(await refused).toMatchObject({ code: 'ADMIN_REQUIRED', status: 403 });
    expect(await (await connected({ token: admin.token })).emitWithAck('admin-only', {})).toBe('granted');
  });
});

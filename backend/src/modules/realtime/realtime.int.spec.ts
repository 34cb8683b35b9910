import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { CommandBus } from '@nestjs/cqrs';
import type { ConversationPage, MessageView } from '@reagentswap/contracts';
import { OutboxRelay } from '../../shared/outbox/outbox-relay.service.js';
import { relayUntil, withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { TransactionScope } from '../../shared/database/transaction-scope.js';
import { PostMessageCommand } from '../messaging/index.js';
import { RealtimeGateway } from './gateway/realtime.gateway.js';
import { listening, SocketClients, type MemberSocket } from './testing/socket-clients.js';
import { withoutSessionRechecks } from './testing/without-session-rechecks.js';

const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
const PUBLIC_URL = 'https://reagentswap.example.org';

type Member = Awaited<ReturnType<typeof signedInAccount>>;
const bearer = (m: Member) => ({ Authorization: `Bearer ${m.token}` });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; exp: number };
/** An access token of the member's real session that expires in `seconds`. */
const expiringToken = (m: Member, seconds: number) =>
  new JwtService({ secret: TEST_SECRET }).sign({ sub: m.id, sid: claimsOf(m.token).sid, exp: Math.floor(Date.now() / 1000) + seconds });

describe('realtime gateway (one instance)', () => {
  let t: TestApp;
  let url: string;
  const clients = new SocketClients();

  beforeAll(async () => {
    // Sockets of ended sessions must close through the events; the timer would close them within 30 s anyway.
    t = await withoutSessionRechecks(() => createTestApp({ PUBLIC_URL }));
    url = await listening(t);
  });
  afterAll(async () => {
    clients.closeAll();
    await t.close();
  });

  const member = () => signedInAccount(t);
  const send = async (from: Member, to: Member, content = `Hello ${randomUUID().slice(0, 6)}`) =>
    (await t.http().post('/api/messages').set(bearer(from)).send({ clientId: randomUUID(), recipientId: to.id, content }).expect(201))
      .body as MessageView;
  const conversation = async (viewer: Member, otherId: string, query: Record<string, string> = {}) =>
    (await t.http().get(`/api/messages/conversations/${otherId}`).query(query).set(bearer(viewer)).expect(200)).body as ConversationPage;
  const pushed = <T>(check: () => T | undefined) => relayUntil(t.app, async () => check());

  describe('the handshake', () => {
    it('refuses a client without a token and a page from a foreign origin', async () => {
      const alice = await member();
      expect(await clients.open(url, undefined)).toEqual({
        refused: { message: 'You must be logged in', data: { status: 401, code: 'UNAUTHORIZED' } },
      });
      const foreign = await clients.open(url, alice.token, { origin: 'https://evil.example' });
      expect(foreign).toEqual({ refused: expect.objectContaining({ message: expect.any(String) }) });
      expect(await clients.open(url, alice.token, { origin: 'null' })).toHaveProperty('refused');
    });

    it('accepts this server’s own pages, PUBLIC_URL’s origin and clients that are no web page', async () => {
      const alice = await member();
      for (const origin of [url, PUBLIC_URL, undefined]) {
        expect(await clients.open(url, alice.token, { origin })).toHaveProperty('socket');
      }
    });

    it('greets a new socket with the member’s counts', async () => {
      const [alice, bob] = [await member(), await member()];
      await send(bob, alice);
      const socket = await clients.connect(url, alice.token);
      expect(await clients.next(socket, 'counts')).toEqual({ unreadMessages: 1, pendingSwapRequests: 0 });
    });
  });

  describe('messages', () => {
    it('delivers a sent message to the recipient and the sender’s other tabs, with the recipient’s new count, and to nobody else', async () => {
      const [alice, bob, carol] = [await member(), await member(), await member()];
      const aliceTab = await clients.connect(url, alice.token);
      const bobTabs = [await clients.connect(url, bob.token), await clients.connect(url, bob.token)];
      const carolTab = await clients.connect(url, carol.token);

      const sent = await send(alice, bob, 'Is the Tris buffer still available?');
      const isSent = (m: MessageView) => m.id === sent.id;
      for (const tab of [...bobTabs, aliceTab]) expect(await pushed(() => clients.all(tab, 'message:new').find(isSent))).toEqual(sent);
      await pushed(() => clients.all(bobTabs[0]!, 'counts').find((c) => c.unreadMessages === 1));
      // The count came from the outbox subscriber, which left the message to the live push: once each.
      for (const tab of [...bobTabs, aliceTab]) expect(clients.all(tab, 'message:new').filter(isSent)).toHaveLength(1);

      await clients.roundTrip(carolTab);
      expect(clients.all(carolTab, 'message:new')).toEqual([]);
      expect(clients.all(carolTab, 'counts')).toEqual([{ unreadMessages: 0, pendingSwapRequests: 0 }]);
    });

    it('delivers messages relayed as one batch as it does one by one: each pushed once, each recipient’s count once, right', async () => {
      const [alice, bob, carol] = [await member(), await member(), await member()];
      const [aliceTab, bobTab, carolTab] = [
        await clients.connect(url, alice.token),
        await clients.connect(url, bob.token),
        await clients.connect(url, carol.token),
      ];
      // Written in one transaction (one NOTIFY at its commit) and not pushed live: the relay pushes
      // them, in one batch of the subscriber's handleBatch (ADR 0030, 0034).
      const posts: [Member, Member][] = [
        [alice, bob],
        [alice, bob],
        [alice, carol],
      ];
      const ids = await t.app.get(TransactionScope).begin(async () => {
        const stored: string[] = [];
        for (const [from, to] of posts)
          stored.push(
            (
              await t.app
                .get(CommandBus)
                .execute(new PostMessageCommand({ senderId: from.id, recipientId: to.id, reagentId: null, content: 'In a batch' }))
            ).id,
          );
        return stored;
      });
      const got = (tab: MemberSocket, id: string) => clients.all(tab, 'message:new').filter((m) => m.id === id);
      await pushed(() => clients.all(bobTab, 'counts').find((c) => c.unreadMessages === 2));
      await pushed(() => clients.all(carolTab, 'counts').find((c) => c.unreadMessages === 1));
      await pushed(() => ids.every((id) => got(aliceTab, id).length === 1) || undefined);
      for (const [i, [, to]] of posts.entries()) {
        expect(got(to === bob ? bobTab : carolTab, ids[i]!)).toHaveLength(1);
        expect(got(to === bob ? carolTab : bobTab, ids[i]!)).toEqual([]);
      }
    });

    it('tells the sender when the recipient read, and drops the reader’s count on all their tabs', async () => {
      const [alice, bob] = [await member(), await member()];
      const aliceTab = await clients.connect(url, alice.token);
      const bobTab = await clients.connect(url, bob.token);
      const sent = [await send(alice, bob), await send(alice, bob)];
      await pushed(() => clients.all(bobTab, 'counts').find((c) => c.unreadMessages === 2));

      await conversation(bob, alice.id);
      const receipt = await pushed(() => clients.all(aliceTab, 'message:read')[0]);
      expect(receipt).toEqual({ readerId: bob.id, senderId: alice.id, messageIds: expect.any(Array), readAt: expect.any(String) });
      expect([...receipt.messageIds].sort()).toEqual(sent.map((m) => m.id).sort());
      await pushed(() => clients.all(bobTab, 'counts').find((c) => c.unreadMessages === 0));
    });

    it('lets a client that was offline catch up: fresh counts on reconnect, and the missed messages after its last cursor', async () => {
      const [alice, bob] = [await member(), await member()];
      let bobTab = await clients.connect(url, bob.token);
      const seen = await send(alice, bob, 'before the tunnel');
      await pushed(() => clients.all(bobTab, 'message:new').find((m) => m.id === seen.id));

      bobTab.disconnect();
      const missed = [await send(alice, bob, 'in the tunnel 1'), await send(alice, bob, 'in the tunnel 2')];
      await t.app.get(OutboxRelay).drain(); // their pushes went out while Bob was away
      bobTab = await clients.connect(url, bob.token);
      expect(await clients.next(bobTab, 'counts')).toEqual({ unreadMessages: 3, pendingSwapRequests: 0 });
      const caughtUp = await conversation(bob, alice.id, { after: seen.cursor });
      expect(caughtUp.items.map((m) => m.id)).toEqual(missed.map((m) => m.id).reverse());
    });

    it('gives a third member no way in through the socket: unknown events do nothing, another member’s token is refused', async () => {
      const [alice, bob, mallory] = [await member(), await member(), await member()];
      const aliceTab = await clients.connect(url, alice.token);
      const bobTab = await clients.connect(url, bob.token);
      const malloryTab = await clients.connect(url, mallory.token);
      const sent = await send(alice, bob);
      await pushed(() => clients.all(bobTab, 'message:new').find((m) => m.id === sent.id));

      const raw = malloryTab as unknown as { emit(event: string, ...args: unknown[]): void; timeout(ms: number): MemberSocket };
      for (const [event, payload] of [
        ['join', `user:${bob.id}`],
        ['message:new', { ...sent, id: randomUUID(), content: 'forged', senderId: alice.id }],
        ['messages:list', { userId: alice.id }],
        ['conversation', { userId: bob.id }],
        ['message:read', { messageIds: [sent.id] }],
      ] as const) {
        raw.emit(event, payload);
      }
      const unanswered = await malloryTab
        .timeout(500)
        .emitWithAck('conversation' as 'auth:refresh', alice.id)
        .then(
          () => 'answered',
          () => 'no answer',
        );
      expect(unanswered).toBe('no answer');
      expect(await malloryTab.emitWithAck('auth:refresh', alice.token)).toEqual({
        ok: false,
        code: 'ACCOUNT_MISMATCH',
        message: 'This token belongs to another account',
      });

      await Promise.all([clients.roundTrip(aliceTab), clients.roundTrip(bobTab), clients.roundTrip(malloryTab)]);
      expect(clients.all(malloryTab, 'message:new')).toEqual([]);
      expect(clients.all(bobTab, 'message:new').map((m) => m.id)).toEqual([sent.id]);
      expect(clients.all(aliceTab, 'message:new').map((m) => m.id)).toEqual([sent.id]);
      expect(clients.all(aliceTab, 'message:read')).toEqual([]);
      // Nothing changed hands: the conversation still holds the one real message, unread.
      expect((await conversation(alice, bob.id)).items.map((m) => [m.id, m.read])).toEqual([[sent.id, false]]);
    });
  });

  describe('sending over the socket', () => {
    it('stores the message as the REST send does, pushes it once, and answers a resend with the first', async () => {
      const [alice, bob] = [await member(), await member()];
      const aliceTab = await clients.connect(url, alice.token);
      const bobTab = await clients.connect(url, bob.token);
      const body = { clientId: randomUUID(), recipientId: bob.id, content: '  Over the socket  ' };

      const first = await aliceTab.emitWithAck('message:send', body);
      expect(first).toEqual({
        ok: true,
        created: true,
        message: expect.objectContaining({ senderId: alice.id, content: 'Over the socket' }),
      });
      const sent = (first as { message: MessageView }).message;
      expect(await clients.next(bobTab, 'message:new', (m) => m.id === sent.id)).toEqual(sent);
      expect(await aliceTab.emitWithAck('message:send', body)).toEqual({ ok: true, created: false, message: sent });

      await pushed(() => clients.all(bobTab, 'counts').find((c) => c.unreadMessages === 1));
      await clients.roundTrip(bobTab);
      expect(clients.all(bobTab, 'message:new').map((m) => m.id)).toEqual([sent.id]);
      expect((await conversation(bob, alice.id)).items.map((m) => m.id)).toEqual([sent.id]);
    });

    it('refuses what POST /api/messages refuses, with the same problem details, and always sends as the socket’s member', async () => {
      const [alice, bob, suspended] = [await member(), await member(), await member()];
      await t.orm.em.fork().execute('update users set is_deleted = true where id = ?', [suspended.id]);
      const aliceTab = await clients.connect(url, alice.token);
      const problemOf = async (body: unknown) => {
        const result = await aliceTab.emitWithAck('message:send', body as never);
        return result.ok ? result : { status: result.problem.status, detail: result.problem.detail };
      };
      const cannot = { status: 403, detail: 'You cannot message this user directly.' };
      expect(await problemOf({ recipientId: alice.id, content: 'Note to self' })).toEqual(cannot);
      expect(await problemOf({ recipientId: suspended.id, content: 'Hello?' })).toEqual(cannot);
      expect(await problemOf({ recipientId: bob.id, content: 'x'.repeat(5001) })).toMatchObject({ status: 400 });
      expect(await problemOf({ recipientId: bob.id, content: '   ' })).toMatchObject({ status: 400 });
      expect(await problemOf({ recipientId: 42, content: 'Hi' })).toMatchObject({ status: 400 });
      expect(await problemOf('not an object')).toMatchObject({ status: 400 });
      expect(await problemOf({ recipientId: randomUUID(), content: 'Anyone?' })).toMatchObject({ status: 404 });

      // A payload cannot name its sender: the key is refused (socket-send.int.spec.ts has every refusal).
      const forged = await problemOf({ recipientId: bob.id, content: 'Signed by Bob?', senderId: bob.id });
      expect(forged).toEqual({ status: 400, detail: 'property senderId should not exist' });
      const sent = await aliceTab.emitWithAck('message:send', { recipientId: bob.id, content: 'Signed by me' });
      expect(sent).toMatchObject({ ok: true, message: { senderId: alice.id, recipientId: bob.id } });
    });
  });

  describe('sessions', () => {
    it('closes a socket when its access token expires, and keeps one whose client sent a fresh token', async () => {
      const alice = await member();
      // One token, so both sockets' expiry timers fall due at the same instant.
      const token = expiringToken(alice, 2);
      const expiring = await clients.connect(url, token);
      const refreshed = await clients.connect(url, token);
      const answer = await refreshed.emitWithAck('auth:refresh', alice.token);
      expect(answer).toEqual({ ok: true, expiresAt: new Date(claimsOf(alice.token).exp * 1000).toISOString() });

      expect(await clients.closed(expiring)).toBe('io server disconnect');
      expect(clients.all(expiring, 'session:ended')).toEqual([
        { code: 'ACCESS_TOKEN_EXPIRED', message: 'Your access token has expired. Refresh it and reconnect.' },
      ]);
      // The server has run the expiry that closed `expiring`; had the refresh not replaced the
      // other socket's timer, that one fell due with it and this round trip would find it closed.
      await expect(refreshed.timeout(5_000).emitWithAck('auth:refresh', alice.token)).resolves.toMatchObject({ ok: true });
      expect(refreshed.connected).toBe(true);
    });

    it('refuses a malformed refresh and keeps the socket as it was', async () => {
      const alice = await member();
      const socket = await clients.connect(url, alice.token);
      expect(await socket.emitWithAck('auth:refresh', 'not.a.jwt')).toEqual({
        ok: false,
        code: 'INVALID_ACCESS_TOKEN',
        message: 'You must be logged in',
      });
      expect(await socket.emitWithAck('auth:refresh', 42 as unknown as string)).toMatchObject({ ok: false, code: 'INVALID_ACCESS_TOKEN' });
      expect(socket.connected).toBe(true);
    });

    const secondSession = async (m: Member) =>
      (await t.http().post('/api/auth/login').send({ email: m.email, password: 'Str0ng!Pass' }).expect(200)).body.accessToken as string;
    const cookieOf = (m: Member) => m.cookie.find((c) => c.startsWith('rs_refresh='))!.split(';')[0]!;
    const SESSION_ENDED = { code: 'SESSION_ENDED', message: 'Your session has expired. Please log in again.' };
    /** The socket was closed by the server, after being told why; `stillIn` was not (a round trip through the server proves it). */
    const expectEnded = async (ended: MemberSocket[], stillIn: MemberSocket[], reason = SESSION_ENDED) => {
      for (const socket of ended) {
        expect(await clients.closed(socket)).toBe('io server disconnect');
        expect(clients.all(socket, 'session:ended')).toEqual([reason]);
      }
      for (const socket of stillIn) {
        await clients.roundTrip(socket);
        expect(socket.connected).toBe(true);
      }
    };

    it('closes the sockets of a signed-out session at once (its sign-out publishes it), and no other session’s', async () => {
      const alice = await member();
      const signedOut = [await clients.connect(url, alice.token), await clients.connect(url, alice.token)];
      const stillIn = await clients.connect(url, await secondSession(alice));
      await t.http().post('/api/auth/logout').set('Cookie', cookieOf(alice)).expect(204);
      // No re-check and no relay pass driven by the test: the sign-out itself ends the sockets.
      await expectEnded(signedOut, [stillIn]);
    });

    it('closes the sockets of a session signed out with its bearer token alone (an API client, no cookie)', async () => {
      const alice = await member();
      const signedOut = await clients.connect(url, alice.token);
      const stillIn = await clients.connect(url, await secondSession(alice));
      await t.http().post('/api/auth/logout').set(bearer(alice)).expect(204);
      await expectEnded([signedOut], [stillIn]);
    });

    it('closes the sockets of a session revoked because a rotated refresh token was replayed', async () => {
      const alice = await member();
      const socket = await clients.connect(url, alice.token);
      const stillIn = await clients.connect(url, await secondSession(alice));
      await t.http().post('/api/auth/refresh').set('Cookie', cookieOf(alice)).expect(200);
      await t.http().post('/api/auth/refresh').set('Cookie', cookieOf(alice)).expect(401);
      await expectEnded([socket], [stillIn]);
    });

    it('closes the sockets of every other session at once when a member changes their password, and keeps this device’s', async () => {
      const alice = await member();
      const otherDevice = await clients.connect(url, await secondSession(alice));
      const thisDevice = await clients.connect(url, alice.token);
      await t
        .http()
        .post('/api/profile/password')
        .set(bearer(alice))
        .send({ currentPassword: 'Str0ng!Pass', newPassword: 'N3w-Str0ng!Pass', confirmPassword: 'N3w-Str0ng!Pass' })
        .expect(200);
      await expectEnded([otherDevice], [thisDevice]);
    });

    it('ends a socket with the session of the last token it was given', async () => {
      const alice = await member();
      const [first, second] = [alice.token, await secondSession(alice)];
      const socket = await clients.connect(url, first);
      expect(await socket.emitWithAck('auth:refresh', second)).toMatchObject({ ok: true });
      await t.http().post('/api/auth/logout').set(bearer(alice)).expect(204); // the first session
      await relayUntil(
        t.app,
        async () =>
          (
            await t.orm.em
              .fork()
              .execute(
                `select 1 from outbox where event_type = 'identity.session-ended' and payload->>'sessionId' = ? and delivered_at is not null`,
                [claimsOf(first).sid],
              )
          ).length > 0,
      );
      await clients.roundTrip(socket);
      expect(socket.connected).toBe(true);
      await t
        .http()
        .post('/api/auth/logout')
        .set({ Authorization: `Bearer ${second}` })
        .expect(204);
      await expectEnded([socket], []);
    });

    it('still closes, at the next re-check, the sockets of a session that ended without an event', async () => {
      const alice = await member();
      const revoked = await clients.connect(url, alice.token);
      const stillIn = await clients.connect(url, await secondSession(alice));
      await t.orm.em.fork().execute('update refresh_tokens set revoked_at = now() where family_id = ?', [claimsOf(alice.token).sid]);
      await t.app.get(RealtimeGateway).recheckSessions();
      await expectEnded([revoked], [stillIn]);
    });

    it('closes every socket of a suspended member, in every session, as soon as the suspension is relayed', async () => {
      const [admin, alice] = [await signedInAccount(t, { isAdmin: true }), await member()];
      const sockets = [await clients.connect(url, alice.token), await clients.connect(url, await secondSession(alice))];
      await t
        .http()
        .post(`/api/admin/users/${alice.id}/suspend`)
        .set(bearer(admin))
        .expect((res) => expect(res.status).toBeLessThan(300));
      await expectEnded(sockets, [], { code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended. Please contact support.' });
    });
  });

  describe('swaps', () => {
    const listReagent = async (owner: Member) =>
      (
        await t
          .http()
          .post('/api/reagents')
          .set(bearer(owner))
          .send({
            name: `Reagent ${randomUUID().slice(0, 6)}`,
            catalogNumber: `CAT-${randomUUID().slice(0, 6)}`,
            category: 'chemicals',
            description: 'Unopened bottle',
            amount: '100',
            unit: 'g',
            storageConditions: 'Room temperature',
            numberOfPackages: 1,
          })
          .expect(201)
      ).body.id as string;

    it('tells both parties each status change, the owner’s pending count with it, and lands the approval in the conversation', async () => {
      const [owner, requester] = [await member(), await member()];
      const ownerTab = await clients.connect(url, owner.token);
      const requesterTab = await clients.connect(url, requester.token);
      const [wanted, offered] = [await listReagent(owner), await listReagent(requester)];

      const created = await t
        .http()
        .post('/api/swaps')
        .set(bearer(requester))
        .send({ reagentId: wanted, offer: { kind: 'reagent', reagentId: offered }, message: 'Swap for my buffer?' })
        .expect(201);
      const swapId = created.body.swap.id as string;
      for (const tab of [ownerTab, requesterTab]) {
        expect(await pushed(() => clients.all(tab, 'swap:status').find((s) => s.swapId === swapId))).toEqual({
          swapId,
          status: 'pending',
          action: 'requested',
          reagent: { id: wanted, name: expect.any(String) },
          requesterId: requester.id,
          ownerId: owner.id,
          actorId: requester.id,
          at: expect.any(String),
        });
      }
      await pushed(() => clients.all(ownerTab, 'counts').find((c) => c.pendingSwapRequests === 1));

      await t.http().post(`/api/swaps/${swapId}/approve`).set(bearer(owner)).send({ message: 'Come by the lab' }).expect(200);
      await pushed(() => clients.all(requesterTab, 'swap:status').find((s) => s.swapId === swapId && s.status === 'approved'));
      await pushed(() => clients.all(ownerTab, 'counts').find((c) => c.pendingSwapRequests === 0));
      const approval = await pushed(() => clients.all(requesterTab, 'message:new').find((m) => m.senderId === owner.id));
      expect(approval).toMatchObject({ recipientId: requester.id, reagentId: wanted, content: expect.stringContaining('Come by the lab') });
    });

    it('tells both parties each counter-offer round and its answer (ADR 0027)', async () => {
      const [owner, requester, admin] = [await member(), await member(), await signedInAccount(t, { isAdmin: true })];
      await t
        .http()
        .post(`/api/admin/credits/${requester.id}/adjust`)
        .set(bearer(admin))
        .send({ newBalance: 100, reason: 'test' })
        .expect(200);
      const ownerTab = await clients.connect(url, owner.token);
      const requesterTab = await clients.connect(url, requester.token);
      const wanted = await listReagent(owner);
      const created = await t
        .http()
        .post('/api/swaps')
        .set(bearer(requester))
        .send({ reagentId: wanted, offer: { kind: 'credits', credits: 40 }, message: 'Forty?' })
        .expect(201);
      const swapId = created.body.swap.id as string;
      const heard = (tab: MemberSocket, action: string, status: string) =>
        pushed(() => clients.all(tab, 'swap:status').find((s) => s.swapId === swapId && s.action === action && s.status === status));

      await t.http().post(`/api/swaps/${swapId}/counter`).set(bearer(owner)).send({ credits: 60, message: 'Sixty?' }).expect(200);
      for (const tab of [ownerTab, requesterTab]) await heard(tab, 'countered', 'pending');
      await t.http().post(`/api/swaps/${swapId}/counter/accept`).set(bearer(requester)).send({}).expect(200);
      for (const tab of [ownerTab, requesterTab]) await heard(tab, 'counter-accepted', 'approved');
    });
  });
});

describe('realtime gateway: the write limit', () => {
  it('counts sends over the socket and over REST against one allowance', async () => {
    const t = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '2' });
    const clients = new SocketClients();
    try {
      const url = await listening(t);
      const [alice, bob] = [await signedInAccount(t), await signedInAccount(t)];
      const aliceTab = await clients.connect(url, alice.token);
      await t.http().post('/api/messages').set(bearer(alice)).send({ recipientId: bob.id, content: 'One' }).expect(201);
      expect(await aliceTab.emitWithAck('message:send', { recipientId: bob.id, content: 'Two' })).toMatchObject({ ok: true });
      expect(await aliceTab.emitWithAck('message:send', { recipientId: bob.id, content: 'Three' })).toEqual({
        ok: false,
        problem: expect.objectContaining({ status: 429, detail: 'Too many attempts. Please wait a minute and try again.' }),
      });
      await t.http().post('/api/messages').set(bearer(alice)).send({ recipientId: bob.id, content: 'Four' }).expect(429);
    } finally {
      clients.closeAll();
      await t.close();
    }
  });
});

describe('realtime gateway: the live push', () => {
  it('pushes a member’s message from the request that stored it, without waiting for the outbox relay', async () => {
    const t = await withoutRelay(() => createTestApp());
    const clients = new SocketClients();
    try {
      const url = await listening(t);
      const [alice, bob] = [await signedInAccount(t), await signedInAccount(t)];
      const bobTab = await clients.connect(url, bob.token);
      const res = await t
        .http()
        .post('/api/messages')
        .set(bearer(alice))
        .send({ clientId: randomUUID(), recipientId: bob.id, content: 'No relay needed' })
        .expect(201);
      expect(await clients.next(bobTab, 'message:new', (m) => m.id === res.body.id, 2_000)).toEqual(res.body);
    } finally {
      clients.closeAll();
      await t.close();
    }
  });
});

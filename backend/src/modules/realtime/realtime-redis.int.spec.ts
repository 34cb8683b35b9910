import { randomUUID } from 'node:crypto';
import type { MessageView } from '@reagentswap/contracts';
import { relayUntil, withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, STRONG_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { listening, SocketClients } from './testing/socket-clients.js';
import { withoutSessionRechecks } from './testing/without-session-rechecks.js';

const redisUrl = process.env.REDIS_URL;
// Skipped only without REDIS_URL (`npm test` on the embedded default has no Redis to run on);
// .ci/run sets it, so CI always runs this suite.
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`two API instances on one Redis${redisUrl ? '' : ' (skipped: REDIS_URL is not set; CI sets it)'}`, () => {
  // Pub/sub channels ignore the Redis db number: a prefix of this run's own keeps other runs out.
  const env = { REDIS_URL: redisUrl!, REALTIME_REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}:socket.io` };
  let quiet: TestApp;
  let relaying: TestApp;
  const urls: Record<'quiet' | 'relaying', string> = { quiet: '', relaying: '' };
  const clients = new SocketClients();

  beforeAll(async () => {
    // Only the second instance relays events, so whatever reaches the first one's clients crossed Redis.
    // Neither re-checks sessions by itself: a socket closed for a sign-out was closed by its event.
    quiet = await withoutSessionRechecks(() => withoutRelay(() => createTestApp(env)));
    relaying = await withoutSessionRechecks(() => createTestApp(env));
    urls.quiet = await listening(quiet);
    urls.relaying = await listening(relaying);
  });
  afterAll(async () => {
    clients.closeAll();
    await Promise.all([quiet.close(), relaying.close()]);
  });

  it('delivers to a client of instance 1 the message a client of instance 2 sent, and its count', async () => {
    const [alice, bob] = [await signedInAccount(relaying), await signedInAccount(relaying)];
    const bobOnQuiet = await clients.connect(urls.quiet, bob.token);
    const aliceOnRelaying = await clients.connect(urls.relaying, alice.token);

    const res = await relaying
      .http()
      .post('/api/messages')
      .set({ Authorization: `Bearer ${alice.token}` })
      .send({ clientId: randomUUID(), recipientId: bob.id, content: 'Across instances' })
      .expect(201);
    const sent = res.body as MessageView;
    const arrived = await relayUntil(relaying.app, async () => clients.all(bobOnQuiet, 'message:new').find((m) => m.id === sent.id));
    expect(arrived).toEqual(sent);
    await relayUntil(relaying.app, async () => clients.all(bobOnQuiet, 'counts').find((c) => c.unreadMessages === 1));
    await clients.roundTrip(aliceOnRelaying);
    expect(clients.all(aliceOnRelaying, 'message:new').map((m) => m.id)).toEqual([sent.id]);
  });

  it('closes a suspended member’s sockets on every instance', async () => {
    const [admin, bob] = [await signedInAccount(relaying, { isAdmin: true }), await signedInAccount(relaying)];
    const tabs = [await clients.connect(urls.quiet, bob.token), await clients.connect(urls.relaying, bob.token)];
    await relaying
      .http()
      .post(`/api/admin/users/${bob.id}/suspend`)
      .set({ Authorization: `Bearer ${admin.token}` })
      .expect((r) => expect(r.status).toBeLessThan(300));
    await relayUntil(relaying.app, async () => tabs.every((tab) => tab.disconnected));
    for (const tab of tabs) expect(clients.all(tab, 'session:ended').map((e) => e.code)).toEqual(['ACCOUNT_SUSPENDED']);
  });

  it('closes a signed-out session’s sockets on every instance, and only that session’s', async () => {
    const bob = await signedInAccount(relaying);
    const signedOut = [await clients.connect(urls.quiet, bob.token), await clients.connect(urls.relaying, bob.token)];
    const other = await relaying.http().post('/api/auth/login').send({ email: bob.email, password: STRONG_PASSWORD }).expect(200);
    const stillIn = await clients.connect(urls.quiet, other.body.accessToken as string);
    await relaying
      .http()
      .post('/api/auth/logout')
      .set({ Authorization: `Bearer ${bob.token}` })
      .expect(204);
    await relayUntil(relaying.app, async () => signedOut.every((tab) => tab.disconnected));
    for (const tab of signedOut) expect(clients.all(tab, 'session:ended').map((e) => e.code)).toEqual(['SESSION_ENDED']);
    await clients.roundTrip(stillIn);
    expect(stillIn.connected).toBe(true);
  });
});

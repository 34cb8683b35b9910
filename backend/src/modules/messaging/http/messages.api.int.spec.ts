import { randomUUID } from 'node:crypto';
import { EventBus, ofType, QueryBus } from '@nestjs/cqrs';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { MESSAGE_MESSAGES, type ConversationPage, type ThreadPage } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { GetThreadSummariesQuery, MessageCommitted, UnreadMessagesSinceQuery } from '../index.js';
import { GetThreadSummariesHandler } from '../queries/get-thread-summaries/get-thread-summaries.query-handler.js';
import {
  bearer,
  conversation,
  get,
  listReagent,
  member,
  outboxOf,
  pendingMember,
  send,
  sendRaw,
  sql,
  type Member,
} from '../testing/messaging.fixtures.js';

describe('messages API', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let carol: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol] = await Promise.all([member(t), member(t), member(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const page = async (viewer: Member, otherId: string, query: Record<string, string | number> = {}) =>
    (await conversation(t, viewer, otherId, query).expect(200)).body as ConversationPage;
  const threads = async (viewer: Member, query: Record<string, string | number> = {}) =>
    (await get(t, viewer, '/api/messages/threads').query(query).expect(200)).body as ThreadPage;
  const unread = async (viewer: Member) => (await get(t, viewer, '/api/messages/unread-count').expect(200)).body.count as number;
  const messagesBetween = (a: Member, b: Member) =>
    sql(t, `select id from messages where (sender_id = ? and recipient_id = ?) or (sender_id = ? and recipient_id = ?)`, [
      a.id,
      b.id,
      b.id,
      a.id,
    ]);

  describe('send', () => {
    it('stores the trimmed message, answers it, and records MessageSent through the outbox', async () => {
      const [from, to] = [await member(t), await member(t)];
      const clientId = randomUUID();
      const committed: MessageCommitted[] = [];
      const subscription = t.app
        .get(EventBus)
        .pipe(ofType(MessageCommitted))
        .subscribe((event) => committed.push(event));
      const res = await sendRaw(t, from, { clientId, recipientId: to.id, content: '  Hello, is the Tris still available?\n' }).expect(201);
      subscription.unsubscribe();
      // Published after the commit for the realtime fast path, and said so in the durable event.
      expect(committed.map((e) => e.message)).toEqual([res.body]);
      expect(res.body).toMatchObject({
        clientId,
        senderId: from.id,
        recipientId: to.id,
        reagentId: null,
        content: 'Hello, is the Tris still available?',
        read: false,
        payload: null,
        cursor: expect.stringMatching(/^\d+$/),
      });
      expect(await outboxOf(t, 'messaging.message-sent', { messageId: res.body.id })).toEqual([
        expect.objectContaining({
          clientId,
          senderId: from.id,
          recipientId: to.id,
          content: 'Hello, is the Tris still available?',
          cursor: res.body.cursor,
          pushedLive: true,
        }),
      ]);
      expect((await page(to, from.id)).items.map((m) => m.id)).toEqual([res.body.id]);
    });

    it('accepts 5000 characters and refuses 5001 or a blank message (spec §5), storing nothing', async () => {
      const [from, to] = [await member(t), await member(t)];
      await send(t, from, to, 'x'.repeat(5000));
      const detail = async (content: string) => (await sendRaw(t, from, { recipientId: to.id, content }).expect(400)).body.detail;
      expect(await detail('x'.repeat(5001))).toBe(MESSAGE_MESSAGES.contentTooLong);
      expect(await detail(' \n\t  ')).toBe(MESSAGE_MESSAGES.contentRequired);
      expect(await detail('')).toBe(MESSAGE_MESSAGES.contentRequired);
      expect(await messagesBetween(from, to)).toHaveLength(1);
    });

    it('carries a reagent and an in-app action button, and refuses a link that leaves the site', async () => {
      const [from, to] = [await member(t), await member(t)];
      const reagent = await listReagent(t, to);
      const payload = { text: 'View Swap Request', url: '/swap-request/abc', type: 'primary' as const };
      const sent = await send(t, from, to, 'About your reagent', { reagentId: reagent.id, payload });
      expect(sent).toMatchObject({ reagentId: reagent.id, payload });
      const refused = await sendRaw(t, from, {
        recipientId: to.id,
        content: 'Hi',
        payload: { ...payload, url: 'javascript:alert(1)' },
      }).expect(400);
      expect(refused.body.detail).toBe(MESSAGE_MESSAGES.invalidAction);
      const unknownReagent = await sendRaw(t, from, { recipientId: to.id, content: 'Hi', reagentId: randomUUID() }).expect(404);
      expect(unknownReagent.body.detail).toBe(MESSAGE_MESSAGES.reagentNotFound);
    });

    it('a resend with the same clientId answers the first message and stores nothing new', async () => {
      const [from, to] = [await member(t), await member(t)];
      const clientId = randomUUID();
      const body = { clientId, recipientId: to.id, content: 'Only once please' };
      const first = await sendRaw(t, from, body).expect(201);
      const again = await sendRaw(t, from, body).expect(200);
      expect(again.body).toEqual(first.body);
      // The same id for another message is a client bug, said so.
      const reused = await sendRaw(t, from, { ...body, content: 'Something else' }).expect(409);
      expect(reused.body).toMatchObject({ detail: MESSAGE_MESSAGES.clientIdReused, code: 'CLIENT_ID_REUSED' });
      expect(await messagesBetween(from, to)).toHaveLength(1);
      expect(await outboxOf(t, 'messaging.message-sent', { clientId })).toHaveLength(1);
    });

    it('parallel posts with one clientId store one message and one MessageSent', async () => {
      const [from, to] = [await member(t), await member(t)];
      const clientId = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => sendRaw(t, from, { clientId, recipientId: to.id, content: 'Racing resend' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      expect(await messagesBetween(from, to)).toHaveLength(1);
      expect(await outboxOf(t, 'messaging.message-sent', { clientId })).toHaveLength(1);
    });

    it('asks a signed-out caller to log in', async () => {
      const res = await t.http().post('/api/messages').send({ recipientId: alice.id, content: 'Hi' }).expect(401);
      expect(res.body.detail).toBe(MESSAGE_MESSAGES.signInToSend);
      expect((await t.http().get('/api/messages/threads').expect(401)).body.detail).toBe(MESSAGE_MESSAGES.signInToView);
    });
  });

  describe('permission check', () => {
    const refused = async (from: Member, recipientId: string) => {
      const res = await sendRaw(t, from, { recipientId, content: 'Hello?' }).expect(403);
      expect(res.body).toMatchObject({ detail: MESSAGE_MESSAGES.cannotMessage, code: 'CANNOT_MESSAGE' });
      expect((await get(t, from, `/api/messages/can-message/${recipientId}`).expect(200)).body).toEqual({
        canMessage: false,
        reason: MESSAGE_MESSAGES.cannotMessage,
      });
    };

    it('refuses yourself and a member not approved; an unknown member is 404', async () => {
      await refused(alice, alice.id);
      await refused(alice, await pendingMember(t));
      for (const id of [randomUUID(), 'not-a-uuid']) {
        expect((await sendRaw(t, alice, { recipientId: id, content: 'Hi' }).expect(404)).body.detail).toBe(MESSAGE_MESSAGES.userNotFound);
        expect((await get(t, alice, `/api/messages/can-message/${id}`).expect(404)).body.detail).toBe(MESSAGE_MESSAGES.userNotFound);
        await conversation(t, alice, id).expect(404);
      }
      expect((await get(t, alice, `/api/messages/can-message/${bob.id}`).expect(200)).body).toEqual({ canMessage: true, reason: null });
    });

    it('cuts a suspended member off both ways, keeping the history readable for the other', async () => {
      const admin = await signedInAccount(t, { isAdmin: true });
      const [stays, leaves] = [await member(t), await member(t)];
      await send(t, leaves, stays, 'Before I go');
      const thanks = { clientId: randomUUID(), recipientId: leaves.id, content: 'Thanks!' };
      const first = await sendRaw(t, stays, thanks).expect(201);
      await t.http().post(`/api/admin/users/${leaves.id}/suspend`).set(bearer(admin.token)).expect(200);

      await refused(stays, leaves.id);
      // A resend of what was sent before still answers the first message (the browser's retry).
      expect((await sendRaw(t, stays, thanks).expect(200)).body).toEqual(first.body);
      const history = await page(stays, leaves.id);
      expect(history).toMatchObject({ canMessage: false, items: [{ content: 'Thanks!' }, { content: 'Before I go' }] });
      expect((await threads(stays)).items).toEqual([expect.objectContaining({ userId: leaves.id, canMessage: false })]);
      // The suspended member can do nothing at all any more (the global guard), by any route.
      await sendRaw(t, leaves, { recipientId: stays.id, content: 'Still here?' }).expect(403);
      await conversation(t, leaves, stays.id).expect(403);
      await get(t, leaves, '/api/messages/threads').expect(403);
      expect(await messagesBetween(stays, leaves)).toHaveLength(2);
    });
  });

  describe('a third member', () => {
    it('can neither read nor touch a conversation they are not part of, by any endpoint', async () => {
      const clientId = randomUUID();
      const secret = await send(t, alice, bob, 'Just between us', { clientId });
      const auth = bearer(carol.token);

      // Reading "the conversation with alice" or "with bob" shows carol her own conversation only.
      expect((await page(carol, alice.id)).items).toEqual([]);
      expect((await page(carol, bob.id)).items).toEqual([]);
      expect((await threads(carol)).items).toEqual([]);
      expect((await threads(carol, { search: 'between us' })).items).toEqual([]);
      expect(await unread(carol)).toBe(0);
      // Marking read acts on messages TO carol only: bob's message stays unread for bob.
      await t.http().post(`/api/messages/conversations/${alice.id}/read`).set(auth).send({}).expect(200, { count: 0 });
      expect((await sql(t, `select read from messages where id = ?`, [secret.id]))[0].read).toBe(false);
      // Her resend with alice's clientId is a message of her own; alice's is untouched.
      const own = await sendRaw(t, carol, { clientId, recipientId: bob.id, content: 'Just between us' }).expect(201);
      expect(own.body).toMatchObject({ senderId: carol.id, recipientId: bob.id });
      expect(own.body.id).not.toBe(secret.id);
      // And what bob sees of carol never contains alice's message.
      expect((await page(bob, carol.id)).items.map((m) => m.id)).toEqual([own.body.id]);
    });
  });

  describe('conversation pages', () => {
    it('pages of 20, newest first, by a keyset cursor; filtered by reagent when asked, else the whole conversation', async () => {
      const [a, b] = [await member(t), await member(t)];
      const reagent = await listReagent(t, b);
      const sent: string[] = [];
      for (let i = 0; i < 45; i++) {
        const extra = i % 3 === 0 ? { reagentId: reagent.id } : {};
        sent.push((await send(t, i % 2 ? a : b, i % 2 ? b : a, `message ${i}`, extra)).id);
      }
      const first = await page(a, b.id);
      expect(first.items).toHaveLength(20);
      expect(first.other).toEqual({ id: b.id, username: expect.any(String), displayName: expect.any(String) });
      const second = await page(a, b.id, { before: first.nextCursor! });
      const third = await page(a, b.id, { before: second.nextCursor! });
      expect(third.nextCursor).toBeNull();
      expect([...first.items, ...second.items, ...third.items].map((m) => m.id)).toEqual([...sent].reverse());

      const aboutReagent = await page(a, b.id, { reagentId: reagent.id });
      expect(aboutReagent.reagent).toEqual(reagent);
      expect(aboutReagent.items.map((m) => m.content)).toEqual(Array.from({ length: 15 }, (_, k) => `message ${(14 - k) * 3}`));
      const caughtUp = await page(a, b.id, { after: second.items[0]!.cursor, limit: 5 });
      expect(caughtUp.items.map((m) => m.id)).toEqual(first.items.slice(15).map((m) => m.id));
      expect(caughtUp.newerCursor).toBe(first.items[15]!.cursor);
      await conversation(t, a, b.id, { before: '1', after: '2' }).expect(400);
      await conversation(t, a, b.id, { before: 'abc' }).expect(400);
      await conversation(t, a, b.id, { reagentId: randomUUID() }).expect(404);
    });

    it('no gaps and no duplicates while messages arrive: pages read mid-stream plus a catch-up give every message once', async () => {
      const [a, b] = [await member(t), await member(t)];
      for (let i = 0; i < 15; i++) await send(t, a, b, `before ${i}`);
      let writing = true;
      const writers = [a, b].map(async (from, w) => {
        for (let i = 0; writing || i < 5; i++) await send(t, from, from === a ? b : a, `live ${w}-${i}`);
      });
      const readings: { seen: string[]; newest: string }[] = [];
      for (let r = 0; r < 4; r++) {
        let current = await page(a, b.id, { limit: 7 });
        const seen = current.items.map((m) => m.id);
        const newest = current.items[0]!.cursor;
        while (current.nextCursor) {
          current = await page(a, b.id, { limit: 7, before: current.nextCursor });
          seen.push(...current.items.map((m) => m.id));
        }
        readings.push({ seen, newest });
      }
      writing = false;
      await Promise.all(writers);

      const all = (
        await sql<{ id: string }>(t, `select id from messages where sender_id in (?, ?) and recipient_id in (?, ?) order by seq`, [
          a.id,
          b.id,
          a.id,
          b.id,
        ])
      ).map((r) => r.id);
      for (const { seen, newest } of readings) {
        let catchUp = await page(a, b.id, { after: newest, limit: 9 });
        const later = [...catchUp.items].reverse().map((m) => m.id);
        while (catchUp.newerCursor) {
          catchUp = await page(a, b.id, { after: catchUp.newerCursor, limit: 9 });
          later.push(...[...catchUp.items].reverse().map((m) => m.id));
        }
        expect([...[...seen].reverse(), ...later]).toEqual(all);
      }
    });

    it('loading the conversation marks the recipient’s messages read up to the newest shown, and says so to the sender', async () => {
      const [a, b] = [await member(t), await member(t)];
      const reagent = await listReagent(t, a);
      const plain = await send(t, a, b, 'one');
      const about = await send(t, a, b, 'about the reagent', { reagentId: reagent.id });
      expect(await unread(b)).toBe(2);

      // The sender's own view marks nothing.
      await page(a, b.id);
      expect(await unread(b)).toBe(2);
      // Filtered by reagent: only that reagent's message becomes read.
      const filtered = await page(b, a.id, { reagentId: reagent.id });
      expect(filtered.items).toEqual([expect.objectContaining({ id: about.id, read: true })]);
      expect(await unread(b)).toBe(1);
      const whole = await page(b, a.id);
      expect(whole.items.map((m) => [m.id, m.read])).toEqual([
        [about.id, true],
        [plain.id, true],
      ]);
      expect(await unread(b)).toBe(0);
      expect(await outboxOf(t, 'messaging.messages-read', { readerId: b.id })).toEqual([
        expect.objectContaining({ senderId: a.id, reagentId: reagent.id, messageIds: [about.id] }),
        expect.objectContaining({ senderId: a.id, reagentId: null, messageIds: [plain.id] }),
      ]);
      // The sender sees the read receipts.
      expect((await page(a, b.id)).items.every((m) => m.read)).toBe(true);

      // A message newer than the page shown stays unread until it is seen or marked.
      const older = (await page(b, a.id)).items[0]!;
      const fresh = await send(t, a, b, 'two');
      await t
        .http()
        .post(`/api/messages/conversations/${a.id}/read`)
        .set(bearer(b.token))
        .send({ upTo: older.cursor })
        .expect(200, { count: 0 });
      expect(await unread(b)).toBe(1);
      await t
        .http()
        .post(`/api/messages/conversations/${a.id}/read`)
        .set(bearer(b.token))
        .send({ upTo: fresh.cursor })
        .expect(200, { count: 1 });
      expect(await unread(b)).toBe(0);
    });
  });

  describe('threads', () => {
    it('lists one thread per member and reagent with the last message and unread count, searchable, newest first', async () => {
      const [me, x, y] = [await member(t), await member(t), await member(t)];
      const reagent = await listReagent(t, x);
      await send(t, x, me, 'plain hello');
      await send(t, me, x, 'plain reply');
      await send(t, x, me, 'Is the buffer still there?', { reagentId: reagent.id });
      await send(t, x, me, 'Please answer', { reagentId: reagent.id });
      await send(t, y, me, 'From y');

      const list = await threads(me);
      expect(list.nextCursor).toBeNull();
      expect(list.items).toEqual([
        expect.objectContaining({
          userId: y.id,
          reagentId: null,
          reagentName: null,
          lastMessage: 'From y',
          unreadCount: 1,
          canMessage: true,
        }),
        expect.objectContaining({
          userId: x.id,
          reagentId: reagent.id,
          reagentName: reagent.name,
          lastMessage: 'Please answer',
          unreadCount: 2,
        }),
        expect.objectContaining({ userId: x.id, reagentId: null, lastMessage: 'plain reply', lastMessageSenderId: me.id, unreadCount: 1 }),
      ]);
      expect(list.items[0]!.username).toEqual(expect.any(String));

      const firstPage = await threads(me, { limit: 2 });
      expect(firstPage.items).toHaveLength(2);
      expect((await threads(me, { limit: 2, cursor: firstPage.nextCursor! })).items).toEqual([list.items[2]]);

      const searched = async (search: string) => (await threads(me, { search })).items.map((th) => [th.userId, th.reagentId]);
      expect(await searched('buffer')).toEqual([[x.id, reagent.id]]);
      expect(await searched(reagent.name.toUpperCase())).toEqual([[x.id, reagent.id]]);
      expect(await searched('plain hel')).toEqual([[x.id, null]]);
      expect(await searched('100%_')).toEqual([]);
    });

    it('reads the whole list in one SQL statement, however many threads', async () => {
      const me = await member(t);
      const others = await Promise.all(Array.from({ length: 6 }, () => member(t)));
      for (const other of others) await send(t, other, me, `hi from ${other.id}`);
      const em = t.orm.em.fork();
      let statements = 0;
      const counting = new Proxy(em, {
        get: (target, key, receiver) =>
          key === 'execute'
            ? (...args: Parameters<EntityManager['execute']>) => {
                statements++;
                return target.execute(...args);
              }
            : Reflect.get(target, key, receiver),
      });
      const list = await new GetThreadSummariesHandler(counting).execute(new GetThreadSummariesQuery(me.id, { search: 'hi' }));
      expect(list.items).toHaveLength(6);
      expect(list.items.every((th) => th.unreadCount === 1 && th.username !== null)).toBe(true);
      expect(statements).toBe(1);
    });
  });

  describe('a swap approval', () => {
    it('lands in the real conversation, about the reagent, with its View Swap Request button', async () => {
      const [owner, requester] = [await member(t), await member(t)];
      const reagent = await listReagent(t, owner);
      const swap = await t
        .http()
        .post('/api/swaps')
        .set(bearer(requester.token))
        .send({ reagentId: reagent.id, offer: { kind: 'reagent', manual: { name: 'Tris buffer' } }, message: 'A trade?' })
        .expect(201);
      const swapId = swap.body.swap.id as string;
      const approved = await t
        .http()
        .post(`/api/swaps/${swapId}/approve`)
        .set(bearer(owner.token))
        .send({ message: 'Deal, come by Monday' })
        .expect(200);
      const { userId, reagentId } = approved.body.redirectToMessages;

      expect(await unread(requester)).toBe(1);
      // Written inside the approval's transaction: not pushed live, the outbox subscriber pushes it.
      const [sent] = await outboxOf(t, 'messaging.message-sent', { senderId: owner.id, recipientId: requester.id });
      expect(sent).not.toHaveProperty('pushedLive');
      const thread = await page(owner, userId, { reagentId });
      expect(thread.items).toEqual([
        expect.objectContaining({
          senderId: owner.id,
          recipientId: requester.id,
          reagentId: reagent.id,
          content: 'Deal, come by Monday',
          payload: { text: 'View Swap Request', url: `/swap-request/${swapId}`, type: 'primary' },
        }),
      ]);
      expect((await threads(requester)).items).toEqual([
        expect.objectContaining({ userId: owner.id, reagentId: reagent.id, reagentName: reagent.name, unreadCount: 1 }),
      ]);
      expect((await page(requester, owner.id, { reagentId })).items[0]!.read).toBe(true);
    });
  });

  describe('queries for other modules', () => {
    it('counts every message sent on the admin statistics card', async () => {
      const admin = await signedInAccount(t, { isAdmin: true });
      const total = async () => (await get(t, admin, '/api/admin/statistics').expect(200)).body.totalMessagesSent as number;
      const before = await total();
      const [x, y] = [await member(t), await member(t)];
      await send(t, x, y, 'one');
      await send(t, y, x, 'two');
      expect(await total()).toBe(before + 2);
    });

    it('counts unread messages since an instant, per sender (the digests)', async () => {
      const [me, x, y] = [await member(t), await member(t), await member(t)];
      await send(t, x, me, 'old');
      const [{ now }] = await sql<{ now: Date }>(t, `select clock_timestamp() as now`);
      await send(t, x, me, 'new 1');
      await send(t, x, me, 'new 2');
      await send(t, y, me, 'new 3');
      const result = await RequestContext.create(t.orm.em, () => t.app.get(QueryBus).execute(new UnreadMessagesSinceQuery(me.id, now)));
      expect(result).toEqual({
        count: 3,
        senders: [expect.objectContaining({ id: x.id, count: 2 }), expect.objectContaining({ id: y.id, count: 1 })],
      });
    });
  });
});

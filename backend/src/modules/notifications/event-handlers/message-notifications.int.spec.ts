import { randomUUID } from 'node:crypto';
import { relayUntil, withoutRelay } from '../../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { MessageSent, type MessagePartySnapshot, type MessageSentPayload } from '../../messaging/index.js';
import { auth, listReagent, sendMessage, setFlags, type Account } from '../testing/notification-fixtures.js';
import { NotifyMessageSentHandler, PUSH_PREVIEW_LENGTH } from './message-sent.handler.js';

// New-message e-mail and push (spec §9: notify_messages / push_messages, e-mail cooldown of 2
// minutes per sender–recipient pair, push preview of 100 characters). Outcomes are read from
// mail_outbox and push_deliveries by the message's dedupe key, whichever app's relay delivered.

const dedupeKey = (messageId: string) => `${MessageSent.eventType}:${messageId}`;

describe('new-message notifications', () => {
  let t: TestApp;
  const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

  /** A member with push on (no device needed: the push_deliveries row records what would go out). */
  const member = async () => {
    const account = await signedInAccount(t);
    await setFlags(t, account, { push_notifications: true });
    return account;
  };

  const send = (from: Account, to: Account, content: string, reagentId?: string) => sendMessage(t, from, to, content, reagentId);

  const mailFor = async (messageId: string) =>
    (
      await sql<{ subject: string; text: string; html: string; to_address: string; template: string }>(
        `select * from mail_outbox where dedupe_key = ?`,
        [dedupeKey(messageId)],
      )
    )[0];
  const pushFor = async (messageId: string) =>
    (
      await sql<{ title: string; body: string; url: string; user_id: string }>(`select * from push_deliveries where dedupe_key = ?`, [
        dedupeKey(messageId),
      ])
    )[0];
  /** Relays until the push for each message is recorded (the subscriber has run), then returns the e-mails. */
  const delivered = async (...messageIds: string[]) => {
    await relayUntil(t.app, async () => (await Promise.all(messageIds.map(pushFor))).every(Boolean));
    return Promise.all(messageIds.map(mailFor));
  };
  const mailsBetween = async (from: Account, to: Account) =>
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from mail_outbox where template = 'new-message' and recipient_user_id = ? and subject like ?`,
        [to.id, `%${from.email.split('@')[0]}%`],
      )
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('e-mails and pushes the recipient, naming the sender and the reagent, with a link to the conversation', async () => {
    const [alice, bob] = [await member(), await member()];
    const trypsin = await listReagent(t, bob, 'Trypsin-EDTA');
    const id = await send(alice, bob, 'Hello Bob,\nis the trypsin still available?', trypsin.id);
    const [mail] = await delivered(id);
    expect(mail).toMatchObject({ template: 'new-message', to_address: bob.email });
    expect(mail!.subject).toBe(`New message from Test ${alice.email.split('@')[0]} about Trypsin-EDTA`);
    expect(mail!.text).toContain('Hello Bob,\nis the trypsin still available?');
    expect(mail!.text).toContain(`/conversation/${alice.id}?reagentId=${trypsin.id}`);
    expect(mail!.html).toContain(`Hello Test ${bob.email.split('@')[0]}`);
    expect(await pushFor(id)).toMatchObject({
      user_id: bob.id,
      title: `New message from Test ${alice.email.split('@')[0]}`,
      body: 'Hello Bob, is the trypsin still available?',
      url: `/conversation/${alice.id}?reagentId=${trypsin.id}`,
    });
  });

  it('pushes a preview of at most 100 characters', async () => {
    const [alice, bob] = [await member(), await member()];
    const long = `${'A long message about buffers. '.repeat(10)}The end.`;
    const id = await send(alice, bob, long);
    await delivered(id);
    const push = await pushFor(id);
    expect(Array.from(push!.body)).toHaveLength(PUSH_PREVIEW_LENGTH);
    expect(push!.body).toBe(`${long.slice(0, PUSH_PREVIEW_LENGTH - 1).trimEnd()}…`);
  });

  it('e-mails a sender–recipient pair at most once per 2 minutes, and pushes every message', async () => {
    const [alice, bob, carol] = [await member(), await member(), await member()];
    const first = await send(alice, bob, 'one');
    const second = await send(alice, bob, 'two');
    const third = await send(alice, bob, 'three');
    const fromCarol = await send(carol, bob, 'another sender');
    const reply = await send(bob, alice, 'the other direction');
    const mails = await delivered(first, second, third, fromCarol, reply);
    expect(mails.map(Boolean)).toEqual([true, false, false, true, true]);
    expect(await mailsBetween(alice, bob)).toBe(1);
    for (const id of [first, second, third]) expect(await pushFor(id)).toBeDefined();

    // Two minutes later, the pair may be e-mailed again.
    await sql(
      `update message_mail_cooldowns set last_mailed_at = last_mailed_at - interval '121 seconds' where sender_id = ? and recipient_id = ?`,
      [alice.id, bob.id],
    );
    const later = await send(alice, bob, 'four');
    expect(Boolean((await delivered(later))[0])).toBe(true);
    expect(await mailsBetween(alice, bob)).toBe(2);
  });

  it('follows the preferences: notify_messages, push_messages and both masters', async () => {
    const alice = await member();
    const [noMail, noPush, mailOff, pushOff] = [await member(), await member(), await member(), await member()];
    await setFlags(t, noMail, { notify_messages: false });
    await setFlags(t, noPush, { push_messages: false });
    await setFlags(t, mailOff, { email_notifications: false });
    await setFlags(t, pushOff, { push_notifications: false });
    const ids = [
      await send(alice, noMail, 'a'),
      await send(alice, noPush, 'b'),
      await send(alice, mailOff, 'c'),
      await send(alice, pushOff, 'd'),
    ];
    // Wait until the subscriber ran for all four (the e-mailed ones, or the pushed ones).
    await relayUntil(t.app, async () => {
      const rows = await sql<{ n: number }>(
        `select count(*)::int as n from event_deliveries d join outbox o on o.id = d.outbox_id
          where d.status = 'done' and d.subscriber = 'notifications.message-sent'
            and o.payload->>'messageId' in (select jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(ids)],
      );
      return rows[0]!.n === 4;
    });
    expect(await Promise.all(ids.map(async (id) => [Boolean(await mailFor(id)), Boolean(await pushFor(id))]))).toEqual([
      [false, true],
      [true, false],
      [false, true],
      [true, false],
    ]);
  });

  it("sends no message notification for a swap's message with a button (the swap notifications announce it)", async () => {
    const [alice, bob] = [await member(), await member()];
    const res = await t
      .http()
      .post('/api/messages')
      .set(auth(alice))
      .send({
        clientId: randomUUID(),
        recipientId: bob.id,
        content: 'I would like your reagent',
        payload: { text: 'View Swap Request', url: `/swap-request/${randomUUID()}`, type: 'primary' },
      })
      .expect(201);
    const plain = await send(alice, bob, 'and a plain message');
    await delivered(plain);
    expect(await mailFor(res.body.id)).toBeUndefined();
    expect(await pushFor(res.body.id)).toBeUndefined();
  });
});

describe('the message e-mail cooldown with two API instances', () => {
  let t1: TestApp;
  let t2: TestApp;
  beforeAll(async () => {
    // Two instances whose relays never run: the test hands each the events itself, at the same time.
    [t1, t2] = await Promise.all([withoutRelay(() => createTestApp()), withoutRelay(() => createTestApp())]);
  });
  afterAll(() => Promise.all([t1.close(), t2.close()]));

  const event = (sender: Account, recipient: Account, content: string): MessageSent =>
    new MessageSent({
      messageId: randomUUID(),
      clientId: randomUUID(),
      senderId: sender.id,
      recipientId: recipient.id,
      reagentId: null,
      content,
      payload: null,
      cursor: '1',
      sentAt: new Date().toISOString(),
    } satisfies MessageSentPayload);

  it('sends one e-mail when both instances handle messages of the same pair at once', async () => {
    const [alice, bob] = [await signedInAccount(t1), await signedInAccount(t1)];
    const events = Array.from({ length: 10 }, (_, i) => event(alice, bob, `burst ${i}`));
    const handlers = [t1.app.get(NotifyMessageSentHandler), t2.app.get(NotifyMessageSentHandler)];
    await Promise.all(events.map((e, i) => handlers[i % 2]!.handle(e)));
    const mails = await t1.orm.em
      .fork()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from mail_outbox where dedupe_key in (select jsonb_array_elements_text(?::jsonb))`,
        [JSON.stringify(events.map((e) => dedupeKey(e.payload.messageId)))],
      );
    expect(mails[0]!.n).toBe(1);
  });

  it('words a batch from the parties its events carry, reads those of events that carry none, and e-mails each pair once', async () => {
    const [alice, bob, carol, dave] = [
      await signedInAccount(t1),
      await signedInAccount(t1),
      await signedInAccount(t1),
      await signedInAccount(t1),
    ];
    // What messaging_send copies from identity.member_contacts; the names and flags differ from the stored ones, so
    // a notification worded from them was not read back.
    const party = (account: Account, displayUsername: string, flags: MessagePartySnapshot['flags']): MessagePartySnapshot => ({
      userId: account.id,
      email: account.email,
      username: account.email.split('@')[0]!,
      displayUsername,
      approvalStatus: 'approved',
      isSuspended: false,
      flags,
    });
    const parties = { sender: party(alice, 'Alice Carried', null), recipient: party(bob, 'Bob Carried', { pushNotifications: true }) };
    const carried = (content: string) => new MessageSent({ ...event(alice, bob, content).payload, parties });
    const [first, second, older] = [carried('one'), carried('two'), event(carol, dave, 'three')];
    await t1.app.get(NotifyMessageSentHandler).handleBatch([first, second, older]);

    const rows = async (table: string, e: MessageSent) =>
      t1.orm.em.fork().execute<Record<string, string>[]>(`select * from ${table} where dedupe_key = ?`, [dedupeKey(e.payload.messageId)]);
    expect(await rows('mail_outbox', first)).toEqual([expect.objectContaining({ subject: 'New message from Alice Carried' })]);
    expect((await rows('mail_outbox', first))[0]!.text).toContain('Hello Bob Carried');
    expect(await rows('mail_outbox', second)).toEqual([]); // the same pair, inside the first's cooldown
    expect(await rows('mail_outbox', older)).toEqual([
      expect.objectContaining({ subject: `New message from Test ${carol.email.split('@')[0]}` }),
    ]);
    expect(await rows('push_deliveries', first)).toEqual([expect.objectContaining({ title: 'New message from Alice Carried' })]);
    expect(await rows('push_deliveries', older)).toEqual([]); // dave's stored flags: push off
    for (const e of [first, second, older]) expect(await rows('in_app_notifications', e)).toHaveLength(1);
  });

  it('sends one e-mail when both instances handle the same event (a redelivery racing the first delivery)', async () => {
    const [alice, bob] = [await signedInAccount(t1), await signedInAccount(t1)];
    const once = event(alice, bob, 'hello');
    await Promise.all([t1.app.get(NotifyMessageSentHandler).handle(once), t2.app.get(NotifyMessageSentHandler).handle(once)]);
    const mails = await t1.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from mail_outbox where dedupe_key = ?`, [dedupeKey(once.payload.messageId)]);
    expect(mails[0]!.n).toBe(1);
  });
});

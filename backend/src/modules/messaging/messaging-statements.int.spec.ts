import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { statementsSent, type SentStatement } from '../../testing/sent-statements.js';
import { relayNotificationsDuring } from '../../testing/relay-notifications.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SendMessageCommand } from './commands/send-message/send-message.command.js';
import {
  bearer,
  get,
  listReagent,
  member,
  outboxOf,
  pendingMember,
  send,
  sendRaw,
  sql,
  type Member,
} from './testing/messaging.fixtures.js';

// What a send and a mark-read cost the database, as a regression guard (issue 16: a send was six
// sequential statements under the conversation's lock). Counted at the driver: every statement
// any client of this process sends while the request runs, each a round trip — a send's checks
// (members and reagent) and store (lock, write, outbox row, commit) in one call since ADR 0034
// (messaging_send_checked); a mark-read's checks, then messaging_mark_read; and any begin/commit. Not counted: the session check (identity's, answered
// from its cache after a member's first request, which each test makes beforehand, but filtered
// out anyway so a cold cache cannot fail this) and event deliveries (the relay is off here; the
// realtime fast path reads nothing).
// The relays' wake-up a send owes (one `select pg_notify` per 100 ms, whatever the rate; tested
// below, ADR 0034) is not one of its statements.
const BUDGET = { send: 1, markRead: 2, page: 3 };
const sessionCheck = (statement: SentStatement) => /\brefresh_tokens\b/.test(statement.text);
const relayWakeUp = (statement: SentStatement) => statement.text.includes('pg_notify');

describe('statements per message send, mark-read and page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
  }, 60_000);
  afterAll(() => t.close());

  async function requestStatements(work: () => Promise<unknown>): Promise<string[]> {
    return (await statementsSent(work))
      .filter((statement) => !sessionCheck(statement) && !relayWakeUp(statement))
      .map((statement) => statement.text.replace(/\s+/g, ' '));
  }

  function expectWithin(what: keyof typeof BUDGET, statements: string[]) {
    if (statements.length > BUDGET[what])
      throw new Error(`${what}: ${statements.length} statements, budget ${BUDGET[what]}:\n${statements.join('\n')}`);
  }

  async function pair(): Promise<[Member, Member]> {
    const [from, to] = [await member(t), await member(t)];
    // Each member's first request fills identity's session cache; the measured ones then check nothing.
    await Promise.all([from, to].map((who) => get(t, who, '/api/messages/unread-count').expect(200)));
    return [from, to];
  }

  it('a send, about a reagent or not, and its resend each take one round trip (checks and store in one call, ADR 0034), storing the message and its event', async () => {
    const [from, to] = await pair();
    const reagent = await listReagent(t, to);
    const clientId = randomUUID();
    const body = { clientId, recipientId: to.id, content: 'Counted' };
    let first: any;
    const plain = await requestStatements(async () => (first = await sendRaw(t, from, body).expect(201)));
    const aboutReagent = await requestStatements(() =>
      sendRaw(t, from, { clientId: randomUUID(), recipientId: to.id, content: 'About it', reagentId: reagent.id }).expect(201),
    );
    const resend = await requestStatements(() => sendRaw(t, from, body).expect(200));

    expectWithin('send', plain);
    expectWithin('send', aboutReagent);
    expectWithin('send', resend);
    expect(plain.some((text) => /\bbegin\b|\bcommit\b/i.test(text))).toBe(false);
    expect(await outboxOf(t, 'messaging.message-sent', { clientId })).toEqual([
      {
        messageId: first.body.id,
        clientId,
        senderId: from.id,
        recipientId: to.id,
        reagentId: null,
        content: 'Counted',
        payload: null,
        cursor: first.body.cursor,
        sentAt: first.body.createdAt,
        pushedLive: true,
        // Both parties, for the notification subscriber (ADR 0030), written by the same statement.
        parties: {
          sender: expect.objectContaining({ userId: from.id, email: from.email, approvalStatus: 'approved', isSuspended: false }),
          recipient: expect.objectContaining({ userId: to.id, email: to.email, flags: expect.objectContaining({ notifyMessages: true }) }),
        },
      },
    ]);
  });

  it('a refused send takes one round trip too and writes nothing (the check refuses inside the call)', async () => {
    const [from] = await pair();
    const pending = await pendingMember(t);
    const toPending = await requestStatements(() => sendRaw(t, from, { recipientId: pending, content: 'Refused' }).expect(403));
    const toNobody = await requestStatements(() => sendRaw(t, from, { recipientId: randomUUID(), content: 'Refused' }).expect(404));
    expectWithin('send', toPending);
    expectWithin('send', toNobody);
    expect(await sql(t, `select 1 from messages where sender_id = ?`, [from.id])).toEqual([]);
    expect(await outboxOf(t, 'messaging.message-sent', { senderId: from.id })).toEqual([]);
  });

  it('marking a conversation read takes at most two round trips and records one MessagesRead for all the messages it marked', async () => {
    const [from, to] = await pair();
    const sent = [await send(t, from, to, 'one'), await send(t, from, to, 'two'), await send(t, from, to, 'three')];
    const markRead = () => t.http().post(`/api/messages/conversations/${from.id}/read`).set(bearer(to.token)).send({});

    let answer: any;
    const statements = await requestStatements(async () => (answer = await markRead().expect(200)));
    expectWithin('markRead', statements);
    expect(answer.body).toEqual({ count: 3 });
    const events = await outboxOf(t, 'messaging.messages-read', { readerId: to.id });
    expect(events).toEqual([
      { readerId: to.id, senderId: from.id, reagentId: null, messageIds: sent.map((m) => m.id), readAt: expect.any(String) },
    ]);

    // Nothing left to mark: no event (every outbox insert wakes every relay).
    expect((await markRead().expect(200)).body).toEqual({ count: 0 });
    expect(await outboxOf(t, 'messaging.messages-read', { readerId: to.id })).toHaveLength(1);
    expect(await sql(t, `select 1 from messages where recipient_id = ? and not read`, [to.id])).toEqual([]);
  });

  it('a conversation page, which marks what it shows read, takes at most three round trips (checks, page, mark-read)', async () => {
    const [from, to] = await pair();
    const reagent = await listReagent(t, to);
    await send(t, from, to, 'about it', { reagentId: reagent.id });
    let page: any;
    const statements = await requestStatements(
      async () =>
        (page = await t
          .http()
          .get(`/api/messages/conversations/${from.id}`)
          .query({ reagentId: reagent.id })
          .set(bearer(to.token))
          .expect(200)),
    );
    expectWithin('page', statements);
    expect(page.body.items).toEqual([expect.objectContaining({ content: 'about it', read: true })]);
    expect(page.body.reagent).toEqual({ id: reagent.id, name: reagent.name });
  });

  describe('waking the outbox relays (ADR 0034)', () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300)); // an earlier send's wake-up

    it('messaging_send keeps the outbox trigger quiet for a message pushed live, and only for it', async () => {
      const [from, to] = await pair();
      await settle();
      const call = (pushedLive: boolean) => () =>
        sql(t, `select created from messaging_send(?, ?, null, 'probe', null, ?, 'messaging.message-sent', ?)`, [
          from.id,
          to.id,
          randomUUID(),
          pushedLive,
        ]);
      expect(await relayNotificationsDuring(call(true), 300)).toBe(0);
      expect(await relayNotificationsDuring(call(false), 300)).toBe(1);
      // The setting was the send's own: a later outbox insert in the same transaction notifies again.
      const later = await relayNotificationsDuring(
        () =>
          t.orm.em.fork().transactional(async (tx) => {
            await tx.execute(`select created from messaging_send(?, ?, null, 'probe', null, ?, 'messaging.message-sent', true)`, [
              from.id,
              to.id,
              randomUUID(),
            ]);
            await tx.execute(`insert into outbox (event_type, payload) values ('messaging.test-probe', '{}')`);
          }),
        300,
      );
      expect(later).toBe(1);
    });

    it('sends commit without a NOTIFY each; the relays are woken once for a burst, after it', async () => {
      const [from, to] = await pair();
      await settle();
      const heard = await relayNotificationsDuring(
        () => Promise.all(Array.from({ length: 20 }, (_, i) => send(t, from, to, `burst ${i}`))),
        500,
      );
      // One per 100 ms: once or twice when the burst is quick, a few times on a slow machine, never 20.
      expect(heard).toBeGreaterThanOrEqual(1);
      expect(heard).toBeLessThanOrEqual(8);
      expect(await outboxOf(t, 'messaging.message-sent', { senderId: from.id })).toHaveLength(20);
    });

    it('a relaying instance delivers a send it was woken for, long before its safety poll', async () => {
      const relaying = await createTestApp();
      try {
        const [from, to] = await pair();
        const clientId = randomUUID();
        await relaying.app.get(CommandBus).execute(new SendMessageCommand(from.id, { clientId, recipientId: to.id, content: 'Wake up' }));
        const delivered = async () =>
          (
            await sql(t, `select delivered_at from outbox where event_type = 'messaging.message-sent' and payload->>'clientId' = ?`, [
              clientId,
            ])
          )[0]?.delivered_at;
        const deadline = Date.now() + 10_000; // the safety poll is 30 s away
        while (!(await delivered()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await delivered()).toBeTruthy();
      } finally {
        await relaying.close();
      }
    }, 60_000);

    it('a wake-up still owed when the app shuts down is sent before its connections close', async () => {
      const other = await withoutRelay(() => createTestApp());
      const [from, to] = await pair();
      await settle();
      const heard = await relayNotificationsDuring(async () => {
        await other.app
          .get(CommandBus)
          .execute(new SendMessageCommand(from.id, { clientId: randomUUID(), recipientId: to.id, content: 'Last words' }));
        await other.close(); // well within the 100 ms the wake-up waits for company
      }, 100);
      expect(heard).toBe(1);
    }, 60_000);
  });
});

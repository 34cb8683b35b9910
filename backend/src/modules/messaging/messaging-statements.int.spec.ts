import { randomUUID } from 'node:crypto';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { statementsSent, type SentStatement } from '../../testing/sent-statements.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, get, listReagent, member, outboxOf, send, sendRaw, sql, type Member } from './testing/messaging.fixtures.js';

// What a send and a mark-read cost the database, as a regression guard (issue 16: a send was six
// sequential statements under the conversation's lock). Counted at the driver: every statement
// any client of this process sends while the request runs, each a round trip — the checks
// (members and reagent in one), messaging_send / messaging_mark_read (lock, write, outbox row and
// commit in one call), and any begin/commit. Not counted: the session check (identity's, answered
// from its cache after a member's first request, which each test makes beforehand, but filtered
// out anyway so a cold cache cannot fail this) and event deliveries (the relay is off here; the
// realtime fast path reads nothing).
const BUDGET = { send: 2, markRead: 2, page: 3 };
const sessionCheck = (statement: SentStatement) => /\brefresh_tokens\b/.test(statement.text);

describe('statements per message send, mark-read and page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
  }, 60_000);
  afterAll(() => t.close());

  async function requestStatements(work: () => Promise<unknown>): Promise<string[]> {
    return (await statementsSent(work))
      .filter((statement) => !sessionCheck(statement))
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

  it('a send, about a reagent or not, and its resend each take at most two round trips, storing the message and its event', async () => {
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
});

import type pg from 'pg';
import { MessageSent } from '../messaging/index.js';
import { OutboxRelay } from '../../shared/outbox/outbox-relay.service.js';
import { SubscriberRetirement } from '../../shared/outbox/subscriber-retirement.js';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { statementsSent } from '../../testing/sent-statements.js';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { sendMessage, setFlags, type Account } from './testing/notification-fixtures.js';

// What delivering messages costs the database (issue 16: the relay must drain well over 500
// MessageSent a second), as a regression guard. Fifty messages between twenty-five pairs are
// sent with the relay off, then one drain delivers their hundred deliveries (notifications' and
// realtime's), counted at the driver. Before ADR 0030 this was 425 statements: per message the
// sender's and the recipient's user and profile rows, the cooldown claim, the in-app (+ e-mail)
// row, the devices and the push row, one by one. Now the events carry both parties, and per batch
// of fifty deliveries: begin, claim, one cooldown claim for every pair, one statement for every
// in-app, e-mail and push row, done (+ delivered), commit, and one recount of every unread badge
// told. The drain is fan-out + two such batches (7 each) + the trailing claims that find nothing
// (begin, claim, commit) = 21, or, when the relay's two workers split the second batch between
// them, up to 1 + 3 × 7 + 2 (events whose deliveries are split finish in a second statement) = 24.
const MESSAGES = 50;
const BUDGET = 24;

describe('statements of delivering a batch of messages', () => {
  let t: TestApp;
  const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
  }, 60_000);
  afterAll(() => t.close());

  it(`${MESSAGES} messages' notifications and badge pushes are delivered within ${BUDGET} statements, each notified once`, async () => {
    const members: Account[] = [];
    for (let i = 0; i < 10; i++) {
      const account = await signedInAccount(t);
      await setFlags(t, account, { push_notifications: true });
      members.push(account);
    }
    const relay = t.app.get(OutboxRelay);
    await relay.drain(); // the set-up's own events are not what is measured
    await t.app.get(SubscriberRetirement).runIfDue(); // nor the hourly heartbeat
    const ids: string[] = [];
    // Five senders, five recipients, every pair twice: the second message of a pair is inside its e-mail cooldown.
    for (let i = 0; i < MESSAGES; i++)
      ids.push(await sendMessage(t, members[i % 5]!, members[5 + ((i + Math.floor(i / 5)) % 5)]!, `Message ${i}`));

    const pool = (await t.orm.em.getConnection().getNativeClient()) as pg.Pool;
    const sent = (await statementsSent(() => relay.drain(), pool)).map((statement) => statement.text.replace(/\s+/g, ' '));
    if (sent.length > BUDGET) throw new Error(`${sent.length} statements, budget ${BUDGET}:\n${sent.join('\n')}`);

    const keys = ids.map((id) => `${MessageSent.eventType}:${id}`);
    const count = async (table: string) =>
      (await sql<{ n: number }>(`select count(*)::int as n from ${table} where dedupe_key = any (?::text[])`, [`{${keys.join(',')}}`]))[0]!
        .n;
    expect(await count('in_app_notifications')).toBe(MESSAGES);
    expect(await count('push_deliveries')).toBe(MESSAGES);
    expect(await count('mail_outbox')).toBe(25);
    const [{ open }] = await sql<{ open: number }>(
      `select count(*)::int as open from event_deliveries d join outbox o on o.id = d.outbox_id
        where o.event_type = ? and o.payload->>'messageId' = any (?::text[]) and d.status <> 'done'`,
      [MessageSent.eventType, `{${ids.join(',')}}`],
    );
    expect(open).toBe(0);
  }, 120_000);
});

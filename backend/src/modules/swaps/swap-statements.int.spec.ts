import { randomUUID } from 'node:crypto';
import { OutboxRelay } from '../../shared/outbox/outbox-relay.service.js';
import { SubscriberRetirement } from '../../shared/outbox/subscriber-retirement.js';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { statementsSent as sentAtDriver, type SentStatement } from '../../testing/sent-statements.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, creditOffer, grantCredits, listReagent, member, statementsSent, type Member } from './testing/swaps.fixtures.js';

// What one whole swap costs the database (issue 16: at most 50 statements per swap, every event
// delivery it causes included), as a regression guard: each transition's request, then the
// delivery of the events it wrote, on their own, as the NOTIFY after each commit has them. The
// relay is off so the two are counted apart. The session check is one of the request's statements
// only on a member's first request to the instance (create, here); later ones are answered from
// identity's session cache (ADR 0017). Issue 16 measured 148.8 per swap; before swap events carried
// their parties and each transition's write statement read the detail view it answers with,
// requests 10 + 12 + 14 and deliveries 56 (each notification read the swap, both
// members and both profiles back). What is left in a delivery: fan-out, begin, claim, the e-mail's
// row, done (+ delivered), commit, and realtime's badge recount per member told. With the local mail
// transport the e-mail's row is written delivered (no send job reading it back and updating it: two
// statements per e-mail fewer, deliveries 10 + 12 + 10 → 8 + 10 + 8), and a member told is recounted
// only the badge the event may have changed (a swap: pending requests; a message: unread), one
// statement instead of two (→ 7 + 8 + 7). Requests: the ledger's command writes in the transition's
// transaction without a savepoint and release of its own (approve 9 → 7, complete 12 → 10; a write
// conflict runs the whole transition again, isLedgerWriteConflict).
const BUDGET = {
  create: { request: 9, deliveries: 7 },
  approve: { request: 7, deliveries: 8 },
  complete: { request: 10, deliveries: 7 },
  total: 48,
};

/**
 * A counter-offer's requests (ADR 0027): the counter reads the swap once, then begin, lock, one write
 * statement, commit; the acceptance is an approval without its message: begin, lock, the ledger's
 * lock and write, one write statement, commit.
 */
const COUNTER_BUDGET = { counter: 5, accept: 6 };

type Transition = 'create' | 'approve' | 'complete';
const NOT_COUNTED = '/* the test waiting */';

describe('statements of one swap, its event deliveries included', () => {
  let t: TestApp;
  let requester: Member;
  let owner: Member;

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
    [requester, owner] = await Promise.all([member(t), member(t)]);
    await grantCredits(t, requester.id, 500);
  }, 60_000);
  afterAll(() => t.close());

  /** A credit offer of 40 for a fresh listing of the owner's, requested over HTTP (not counted); its id. */
  async function requestedSwap(): Promise<string> {
    const reagentId = await listReagent(t, owner);
    const id = randomUUID();
    await t
      .http()
      .post('/api/swaps')
      .set(bearer(requester.token))
      .send(creditOffer(reagentId, 40, { id }))
      .expect(201);
    return id;
  }

  it('request, approve and complete, each delivered, stay within their budgets', async () => {
    const relay = t.app.get(OutboxRelay);
    const reagentId = await listReagent(t, owner);
    await relay.drain(); // the set-up's own events are not what is measured
    await t.app.get(SubscriberRetirement).runIfDue(); // nor the hourly heartbeat
    const id = randomUUID();
    const as = (who: Member) => bearer(who.token);
    // Should an e-mail go through the send job (after the delivery committed), its statements are
    // the delivery's, so the count waits for it (with statements of its own, marked and left out).
    const mailSent = async () => {
      for (let tries = 0; tries < 250; tries++) {
        const [{ queued }] = await t.orm.em
          .fork()
          .execute<{ queued: number }[]>(
            `${NOT_COUNTED} select count(*)::int as queued from mail_outbox where dedupe_key like ? and status = 'queued'`,
            [`%:${id}:%`],
          );
        if (queued === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`the swap's e-mails were not sent`);
    };
    const measured = async (call: () => Promise<unknown>) => ({
      request: await statementsSent(call, t),
      deliveries: (
        await statementsSent(async () => {
          await relay.drain();
          await mailSent();
        }, t)
      ).filter((statement) => !statement.startsWith(NOT_COUNTED)),
    });

    const sent: Record<Transition, { request: string[]; deliveries: string[] }> = {
      create: await measured(() =>
        t
          .http()
          .post('/api/swaps')
          .set(as(requester))
          .send(creditOffer(reagentId, 40, { id }))
          .expect(201),
      ),
      approve: await measured(() =>
        t.http().post(`/api/swaps/${id}/approve`).set(as(owner)).send({ message: 'Come by on Monday' }).expect(200),
      ),
      complete: await measured(() => t.http().post(`/api/swaps/${id}/complete`).set(as(requester)).send({}).expect(200)),
    };

    const [{ open }] = await t.orm.em
      .fork()
      .execute<{ open: number }[]>(
        `select count(*)::int as open from event_deliveries d join outbox o on o.id = d.outbox_id where o.payload->>'swapId' = ? and d.status <> 'done'`,
        [id],
      );
    expect(open).toBe(0);

    const transitions: Transition[] = ['create', 'approve', 'complete'];
    const total = transitions.reduce((sum, step) => sum + sent[step].request.length + sent[step].deliveries.length, 0);
    const over = transitions.flatMap((step) =>
      (['request', 'deliveries'] as const).filter((part) => sent[step][part].length > BUDGET[step][part]).map((part) => `${step} ${part}`),
    );
    if (total > BUDGET.total) over.push('total');
    if (over.length > 0) {
      const counts = transitions
        .map(
          (step) =>
            `${step} ${sent[step].request.length} + ${sent[step].deliveries.length} (budget ${BUDGET[step].request} + ${BUDGET[step].deliveries})`,
        )
        .join(', ');
      const listing = transitions
        .flatMap((step) => (['request', 'deliveries'] as const).map((part) => `-- ${step} ${part}:\n${sent[step][part].join('\n')}`))
        .join('\n');
      throw new Error(`Over budget: ${over.join(', ')}. ${counts}; total ${total} (budget ${BUDGET.total}).\n${listing}`);
    }
  });

  /**
   * A counter-offer round (ADR 0027) is a transition like the others: the owner's counter (its
   * handler first reads the swap to tell a requester's counter back, which must be affordable, from
   * the owner's) and the requester's acceptance, which reserves as an approval does. Requests only:
   * their deliveries are one notification each, as an approval's.
   */
  it('a counter-offer and its acceptance stay within their budgets', async () => {
    const relay = t.app.get(OutboxRelay);
    const id = await requestedSwap();
    const as = (who: Member) => bearer(who.token);
    await relay.drain();
    const counter = await statementsSent(
      () => t.http().post(`/api/swaps/${id}/counter`).set(as(owner)).send({ credits: 55, message: 'Fifty-five?' }).expect(200),
      t,
    );
    await relay.drain();
    const accept = await statementsSent(() => t.http().post(`/api/swaps/${id}/counter/accept`).set(as(requester)).send({}).expect(200), t);
    await relay.drain();
    const over = Object.entries({ counter, accept }).filter(
      ([step, sent]) => sent.length > COUNTER_BUDGET[step as keyof typeof COUNTER_BUDGET],
    );
    if (over.length > 0) {
      throw new Error(`Over budget: ${over.map(([step, sent]) => `${step} ${sent.length}:\n${sent.join('\n')}`).join('\n')}`);
    }
  });

  /**
   * A transition's own statements — the swap's lock, the write that also reads the detail view, the
   * other open swaps' lock, catalog's engagement and removal in it — and the detail view on its own travel as named prepared statements
   * (preparedQuery, in the transaction on its connection): sent as literal text they were planned
   * on every call, which cost more PostgreSQL time than running them (docs/benchmarks.md, stop 26).
   */
  it('a transition’s statements and the detail view travel named, with bound values', async () => {
    const id = await requestedSwap();
    const as = (who: Member) => bearer(who.token);
    const pool = (await t.orm.em.getConnection().getNativeClient()) as Parameters<typeof sentAtDriver>[1];
    const sentBy = (call: () => Promise<unknown>) => sentAtDriver(call, pool);
    const named = (sent: SentStatement[], part: RegExp) => sent.filter((statement) => part.test(statement.text.replace(/\s+/g, ' ')));
    const expectNamed = (statements: SentStatement[]) => {
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement.name).toMatch(/^p_/);
        expect(statement.text).not.toContain(id); // the id is bound, not formatted in
        expect(statement.values).toContain(id);
      }
    };
    const approve = await sentBy(() =>
      t.http().post(`/api/swaps/${id}/approve`).set(as(owner)).send({ message: 'Come by on Monday' }).expect(200),
    );
    expectNamed(named(approve, /for update of s$/));
    expectNamed(named(approve, /^with w0 as \(update swap_requests/));
    // the ledger's reservation in the approval's transaction: its lock, and its append (the swap's id is the reservation's)
    const ledgerLock = named(approve, /from credit_balances where account_id in \(\$1\) order by account_id for update$/);
    expect(ledgerLock).toHaveLength(1);
    expect(ledgerLock[0]!.name).toMatch(/^p_/);
    expectNamed(named(approve, /^with e as \(insert into ledger_events/));
    const complete = await sentBy(() => t.http().post(`/api/swaps/${id}/complete`).set(as(requester)).send({}).expect(200));
    expectNamed(named(complete, /where s\.id = \$1 for update of s$/));
    expectNamed(named(complete, /s\.reagent_id = any\(\$2::uuid\[\]\)/)); // the other open swaps on the reagent
    expectNamed(named(complete, /^with w0 as \(update swap_requests/));
    // catalog's commands in the completion's transaction: the engagement released, the reagent taken out
    expectNamed(named(complete, /^delete from reagent_engagements where swap_id = \$1/));
    expectNamed(named(complete, /^update reagents set is_available = false/));
    const view = await sentBy(() => t.http().get(`/api/swaps/${id}`).set(as(requester)).expect(200));
    expectNamed(named(view, /as timeline from swap_requests s .* where s\.id = \$1$/));
  });
});

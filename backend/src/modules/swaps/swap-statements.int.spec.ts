import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, creditOffer, grantCredits, listReagent, member, type Member } from './testing/swaps.fixtures.js';

// What one swap costs the database, as a regression guard (docs/benchmarks.md, Swaps: every
// statement is a round trip, and the socket write alone was a third of the server's CPU). Counted
// where every statement leaves: pg's Client.query, which carries MikroORM's statements and the
// ledger's own. The relay is off, so only the request's own statements are counted.
const BUDGET = { create: 12, approve: 15, complete: 19 };

describe('statements per swap transition', () => {
  let t: TestApp;
  let requester: Member;
  let owner: Member;

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
    [requester, owner] = await Promise.all([member(t), member(t)]);
    await grantCredits(t, requester.id, 500);
  }, 60_000);
  afterAll(() => t.close());

  /** The statements sent while `work` runs. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const original = pg.Client.prototype.query;
    const sent: string[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [query] = args as [string | { text: string }];
      sent.push(typeof query === 'string' ? query : query.text);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await work();
    } finally {
      pg.Client.prototype.query = original;
    }
    return sent.map((s) => s.replace(/\s+/g, ' ').trim());
  }

  function expectWithin(transition: keyof typeof BUDGET, statements: string[]) {
    if (statements.length > BUDGET[transition]) {
      throw new Error(`${transition}: ${statements.length} statements, budget ${BUDGET[transition]}:\n${statements.join('\n')}`);
    }
  }

  it('request, approve and complete stay within their statement budgets', async () => {
    const reagentId = await listReagent(t, owner);
    const id = randomUUID();
    const as = (who: Member) => bearer(who.token);

    const create = await statementsOf(() => t.http().post('/api/swaps').set(as(requester)).send(creditOffer(reagentId, 40, { id })).expect(201));
    const approve = await statementsOf(() =>
      t.http().post(`/api/swaps/${id}/approve`).set(as(owner)).send({ message: 'Come by on Monday' }).expect(200),
    );
    const complete = await statementsOf(() => t.http().post(`/api/swaps/${id}/complete`).set(as(requester)).send({}).expect(200));

    expectWithin('create', create);
    expectWithin('approve', approve);
    expectWithin('complete', complete);
  });
});

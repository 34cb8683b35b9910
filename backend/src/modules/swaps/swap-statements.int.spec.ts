import { randomUUID } from 'node:crypto';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, creditOffer, grantCredits, listReagent, member, statementsSent, type Member } from './testing/swaps.fixtures.js';

// What one swap costs the database, as a regression guard (docs/benchmarks.md, Swaps: every
// statement is a round trip, and the socket write alone was a third of the server's CPU). The relay
// is off, so only the request's own statements are counted. The session check is one of them only on
// a member's first request to the instance (create, here); later ones are answered from identity's
// session cache (ADR 0017).
const BUDGET = { create: 10, approve: 12, complete: 14 };

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

  function expectWithin(transition: keyof typeof BUDGET, statements: string[]) {
    if (statements.length > BUDGET[transition]) {
      throw new Error(`${transition}: ${statements.length} statements, budget ${BUDGET[transition]}:\n${statements.join('\n')}`);
    }
  }

  it('request, approve and complete stay within their statement budgets', async () => {
    const reagentId = await listReagent(t, owner);
    const id = randomUUID();
    const as = (who: Member) => bearer(who.token);

    const create = await statementsSent(() =>
      t
        .http()
        .post('/api/swaps')
        .set(as(requester))
        .send(creditOffer(reagentId, 40, { id }))
        .expect(201),
    );
    const approve = await statementsSent(() =>
      t.http().post(`/api/swaps/${id}/approve`).set(as(owner)).send({ message: 'Come by on Monday' }).expect(200),
    );
    const complete = await statementsSent(() => t.http().post(`/api/swaps/${id}/complete`).set(as(requester)).send({}).expect(200));

    expectWithin('create', create);
    expectWithin('approve', approve);
    expectWithin('complete', complete);
  });
});

import { randomUUID } from 'node:crypto';
import { OutboxRelay } from '../../shared/outbox/outbox-relay.service.js';
import { SubscriberRetirement } from '../../shared/outbox/subscriber-retirement.js';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, creditOffer, grantCredits, listReagent, member, statementsSent, type Member } from './testing/swaps.fixtures.js';

// What delivering one swap's events costs the database (docs/adr/0015: batched claims, no
// savepoint per delivery, badge pushes once per member after the commit), as a regression guard
// beside swap-statements.int.spec.ts, which counts the requests' own statements. Issue 16 measured
// about 110 statements of deliveries per swap before batching (148.8 in all, 38 of them the
// requests'); batched, 56.
const DELIVERY_BUDGET = 60;

describe("statements of a swap's event deliveries", () => {
  let t: TestApp;
  let requester: Member;
  let owner: Member;

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
    [requester, owner] = await Promise.all([member(t), member(t)]);
    await grantCredits(t, requester.id, 500);
    await t.app.get(OutboxRelay).drain(); // the set-up's own events are not what is measured
  }, 60_000);
  afterAll(() => t.close());

  it('request, approve and complete are delivered within the budget', async () => {
    const reagentId = await listReagent(t, owner);
    await t.app.get(OutboxRelay).drain();
    const id = randomUUID();
    const relay = t.app.get(OutboxRelay);
    await t.app.get(SubscriberRetirement).runIfDue(); // the hourly heartbeat is not the swap's
    // Each transition's events delivered on their own, as the NOTIFY after each commit has them.
    const deliveredAfter = async (transition: () => Promise<unknown>) => {
      await transition();
      return statementsSent(() => relay.drain());
    };
    const sent = [
      ...(await deliveredAfter(() =>
        t
          .http()
          .post('/api/swaps')
          .set(bearer(requester.token))
          .send(creditOffer(reagentId, 40, { id }))
          .expect(201),
      )),
      ...(await deliveredAfter(() =>
        t.http().post(`/api/swaps/${id}/approve`).set(bearer(owner.token)).send({ message: 'Come by on Monday' }).expect(200),
      )),
      ...(await deliveredAfter(() => t.http().post(`/api/swaps/${id}/complete`).set(bearer(requester.token)).send({}).expect(200))),
    ];

    const [{ open }] = await t.orm.em
      .fork()
      .execute<{ open: number }[]>(
        `select count(*)::int as open from event_deliveries d join outbox o on o.id = d.outbox_id where o.payload->>'swapId' = ? and d.status <> 'done'`,
        [id],
      );
    expect(open).toBe(0);
    if (sent.length > DELIVERY_BUDGET) throw new Error(`${sent.length} statements, budget ${DELIVERY_BUDGET}:\n${sent.join('\n')}`);
  });
});

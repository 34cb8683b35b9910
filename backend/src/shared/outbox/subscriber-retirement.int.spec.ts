import { randomUUID } from 'node:crypto';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { SubscriberRegistry } from './subscriber-registry.js';
import { RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS, retiredSubscriberError, SubscriberRetirement } from './subscriber-retirement.js';

/** A subscriber removed from the code must not leave its pending deliveries pending forever. */
describe('retiring subscribers no running code has', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

  /** A subscriber last announced `daysAgo`, with one pending delivery of a fresh event; returns the delivery id. */
  async function subscriberWithPendingDelivery(name: string, daysAgo: number): Promise<string> {
    const eventType = `test.retirement-${randomUUID()}`;
    await sql(`insert into event_subscribers (name, event_types, seen_at) values (?, ?::text[], now() - make_interval(days => ?))`, [
      name,
      `{"${eventType}"}`,
      daysAgo,
    ]);
    const [outbox] = await sql<{ id: string }>(
      `insert into outbox (event_type, payload, dispatched_at) values (?, '{}', now()) returning id`,
      [eventType],
    );
    const [delivery] = await sql<{ id: string }>(`insert into event_deliveries (outbox_id, subscriber) values (?, ?) returning id`, [
      outbox!.id,
      name,
    ]);
    return delivery!.id;
  }
  const delivery = async (id: string) =>
    (await sql<{ status: string; last_error: string | null }>('select status, last_error from event_deliveries where id = ?', [id]))[0]!;
  const registered = async (name: string) => (await sql('select 1 from event_subscribers where name = ?', [name])).length > 0;

  it(`parks the pending deliveries of a subscriber unseen for ${RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS} days and stops fanning out to it`, async () => {
    const gone = `test.gone-${randomUUID()}`;
    const quiet = `test.quiet-${randomUUID()}`;
    const goneDelivery = await subscriberWithPendingDelivery(gone, RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS + 1);
    const quietDelivery = await subscriberWithPendingDelivery(quiet, RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS - 1);
    // This instance's own subscribers are re-announced first, however old their row.
    const [own] = [...t.app.get(SubscriberRegistry).local.keys()];
    expect(own).toBeDefined();
    await sql(`update event_subscribers set seen_at = now() - interval '30 days' where name = ?`, [own]);

    // (The relay's own first pass may have got there first: the state is what counts.)
    await t.app.get(SubscriberRetirement).run();

    expect(await delivery(goneDelivery)).toEqual({
      status: 'parked',
      last_error: retiredSubscriberError(RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS),
    });
    expect(await registered(gone)).toBe(false);
    expect(await delivery(quietDelivery)).toMatchObject({ status: 'pending' });
    expect(await registered(quiet)).toBe(true);
    expect(await registered(own!)).toBe(true);
  });

  it('shows them in the admin list of parked deliveries, with the reason', async () => {
    const gone = `test.gone-${randomUUID()}`;
    const id = await subscriberWithPendingDelivery(gone, RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS + 1);
    await t.app.get(SubscriberRetirement).run();
    const admin = await signedInAccount(t, { isAdmin: true });
    const list = await t
      .http()
      .get('/api/admin/event-deliveries/parked')
      .query({ pageSize: 100 })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(list.body.items.find((item: { id: string }) => item.id === String(id))).toMatchObject({
      subscriber: gone,
      lastError: expect.stringContaining('Subscriber retired'),
    });
  });

  it('parks a pending delivery retried by an admin for a subscriber already retired, on the next pass', async () => {
    const gone = `test.gone-${randomUUID()}`;
    const id = await subscriberWithPendingDelivery(gone, RETIRE_SUBSCRIBERS_UNSEEN_FOR_DAYS + 1);
    await t.app.get(SubscriberRetirement).run();
    await sql(`update event_deliveries set status = 'pending', parked_at = null where id = ?`, [id]);
    await t.app.get(SubscriberRetirement).run();
    expect(await delivery(id)).toMatchObject({ status: 'parked' });
  });
});

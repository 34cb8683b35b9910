import { randomUUID } from 'node:crypto';
import { EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { PAGE_SIZES, PAGING_MESSAGES } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { EventSubscriber, type IntegrationEventHandler } from './event-subscriber.js';
import { IntegrationEvent, registerIntegrationEvents } from './integration-event.js';
import { recordInOutbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { relayUntil, withoutRelay } from './testing/relay-until.js';

// A probe event and subscriber that exist only in this file's apps. The subscriber writes its
// effect into a table without any unique key, through the ambient (delivery) transaction, then
// fails as often as the event asks: only the per-subscriber delivery record can keep the effect
// from happening twice.

class DeliveryProbe extends IntegrationEvent<{ key: string; failures: number }> {
  static override readonly eventType = 'test.delivery-probe';
}
registerIntegrationEvents(DeliveryProbe);

@EventSubscriber('test.delivery-probe-recorder', DeliveryProbe)
class ProbeRecorder implements IntegrationEventHandler<DeliveryProbe> {
  readonly calls = new Map<string, number>();
  constructor(private readonly em: EntityManager) {}

  async handle({ payload }: DeliveryProbe): Promise<void> {
    const call = (this.calls.get(payload.key) ?? 0) + 1;
    this.calls.set(payload.key, call);
    await this.em.execute('insert into delivery_probe_effects (key) values (?)', [payload.key]);
    if (call <= payload.failures) throw new Error(`probe ${payload.key} fails on call ${call}`);
  }
}

const FAST_RETRIES = { EVENT_DELIVERY_ATTEMPTS: '3', EVENT_DELIVERY_BACKOFF_MS: '10' };

async function probeApp(options: { relaying?: boolean } = {}): Promise<{ t: TestApp; probe: ProbeRecorder }> {
  const t = options.relaying === false ? await withoutRelay(() => createTestApp(FAST_RETRIES)) : await createTestApp(FAST_RETRIES);
  const probe = new ProbeRecorder(t.app.get(EntityManager));
  await t.app.get(OutboxRelay).subscribe(probe);
  return { t, probe };
}

const publish = (orm: MikroORM, ...events: IntegrationEvent[]) => recordInOutbox(orm.em.fork(), ...events);

const effects = async (orm: MikroORM, key: string) =>
  Number((await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from delivery_probe_effects where key = ?', [key]))[0].n);

interface DeliveryRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
}

const probeDelivery = async (orm: MikroORM, key: string): Promise<DeliveryRow | undefined> =>
  (
    await orm.em.fork().execute<DeliveryRow[]>(
      `select d.id, d.status, d.attempts, d.last_error, o.delivered_at
         from event_deliveries d join outbox o on o.id = d.outbox_id
        where o.event_type = ? and o.payload->>'key' = ? and d.subscriber = 'test.delivery-probe-recorder'`,
      [DeliveryProbe.eventType, key],
    )
  )[0];

const probeEvent = (failures = 0) => new DeliveryProbe({ key: randomUUID(), failures });

beforeAll(async () => {
  const t = await withoutRelay(() => createTestApp());
  await t.orm.em
    .fork()
    .execute(
      'create table if not exists delivery_probe_effects (id bigserial primary key, key text not null, at timestamptz default now())',
    );
  await t.close();
});

describe('at-least-once delivery, effect once', () => {
  let app: Awaited<ReturnType<typeof probeApp>>;
  beforeAll(async () => {
    app = await probeApp();
  });
  afterAll(() => app.t.close());

  it('a subscriber that fails twice, then succeeds, has its effect once (the failed attempts roll back)', async () => {
    const event = probeEvent(2);
    await publish(app.t.orm, event);
    const delivery = await relayUntil(app.t.app, async () => {
      const row = await probeDelivery(app.t.orm, event.payload.key);
      return row?.status === 'done' && row;
    });
    expect(app.probe.calls.get(event.payload.key)).toBe(3);
    expect(await effects(app.t.orm, event.payload.key)).toBe(1);
    expect(delivery).toMatchObject({ attempts: 3 });
    expect(delivery.delivered_at).not.toBeNull(); // its only subscriber succeeded: the outbox row is done
  });

  it('a delivery that is done is not run again by later relay passes', async () => {
    const event = probeEvent();
    await publish(app.t.orm, event);
    await relayUntil(app.t.app, async () => (await probeDelivery(app.t.orm, event.payload.key))?.status === 'done');
    await app.t.app.get(OutboxRelay).drain();
    expect(await effects(app.t.orm, event.payload.key)).toBe(1);
  });
});

describe('a process that dies after its commit, before any subscriber ran', () => {
  it('has its events delivered by the next process, once', async () => {
    const dying = await probeApp({ relaying: false });
    const events = [probeEvent(), probeEvent(1), probeEvent()];
    await publish(dying.t.orm, ...events);
    expect(dying.probe.calls.size).toBe(0);
    await dying.t.close();

    const next = await probeApp();
    try {
      for (const event of events) {
        await relayUntil(next.t.app, async () => (await probeDelivery(next.t.orm, event.payload.key))?.status === 'done');
        expect(await effects(next.t.orm, event.payload.key)).toBe(1);
      }
    } finally {
      await next.t.close();
    }
  });
});

describe('two relays on one database', () => {
  it('never run a delivery twice', async () => {
    const [one, two] = [await probeApp(), await probeApp()];
    try {
      const events = Array.from({ length: 60 }, () => probeEvent());
      await publish(one.t.orm, ...events);
      await Promise.all([one.t.app.get(OutboxRelay).drain(), two.t.app.get(OutboxRelay).drain()]);
      for (const event of events) {
        await relayUntil(one.t.app, async () => (await probeDelivery(one.t.orm, event.payload.key))?.status === 'done');
      }
      const counts = await one.t.orm.em
        .fork()
        .execute<{ key: string; n: string }[]>('select key, count(*) as n from delivery_probe_effects where key in (?) group by key', [
          events.map((e) => e.payload.key),
        ]);
      expect(counts).toHaveLength(events.length);
      expect(counts.every((c) => Number(c.n) === 1)).toBe(true);
      // Each event ran in exactly one of the two relays: none was claimed by both.
      const ran = (p: ProbeRecorder) => events.filter((e) => p.calls.has(e.payload.key)).length;
      expect(ran(one.probe) + ran(two.probe)).toBe(events.length);
    } finally {
      await one.t.close();
      await two.t.close();
    }
  });
});

describe('parked deliveries (admin)', () => {
  let app: Awaited<ReturnType<typeof probeApp>>;
  beforeAll(async () => {
    app = await probeApp();
  });
  afterAll(() => app.t.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('after the last attempt the delivery is parked, listed for admins, and the Retry button delivers it once', async () => {
    const admin = await signedInAccount(app.t, { isAdmin: true });
    const event = probeEvent(3); // fails all 3 attempts, succeeds on a 4th
    await publish(app.t.orm, event);
    const parked = await relayUntil(app.t.app, async () => {
      const row = await probeDelivery(app.t.orm, event.payload.key);
      return row?.status === 'parked' && row;
    });
    expect(parked).toMatchObject({ attempts: 3, delivered_at: null });
    expect(parked.last_error).toContain('fails on call 3');
    expect(await effects(app.t.orm, event.payload.key)).toBe(0);

    const list = await app.t.http().get('/api/admin/event-deliveries/parked').query({ pageSize: 100 }).set(bearer(admin.token)).expect(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    const item = list.body.items.find((i: { id: string }) => i.id === String(parked.id));
    expect(item).toMatchObject({
      eventType: 'test.delivery-probe',
      subscriber: 'test.delivery-probe-recorder',
      attempts: 3,
      lastError: `Error: probe ${event.payload.key} fails on call 3`,
    });

    await app.t.http().post(`/api/admin/event-deliveries/${parked.id}/retry`).set(bearer(admin.token)).expect(204);
    const done = await relayUntil(app.t.app, async () => {
      const row = await probeDelivery(app.t.orm, event.payload.key);
      return row?.status === 'done' && row;
    });
    expect(done.delivered_at).not.toBeNull();
    expect(await effects(app.t.orm, event.payload.key)).toBe(1);
    // Retrying what is no longer parked is refused; an unknown id is 404.
    await app.t.http().post(`/api/admin/event-deliveries/${parked.id}/retry`).set(bearer(admin.token)).expect(409);
    await app.t.http().post('/api/admin/event-deliveries/999999999999/retry').set(bearer(admin.token)).expect(404);
    await app.t.http().post('/api/admin/event-deliveries/not-an-id/retry').set(bearer(admin.token)).expect(400);
  });

  it('pages by the shared paging contract (PAGE_SIZES.parkedDeliveries, the same messages as every list)', async () => {
    const admin = await signedInAccount(app.t, { isAdmin: true });
    const { maxPageSize, pageSize } = PAGE_SIZES.parkedDeliveries;
    const page = await app.t.http().get('/api/admin/event-deliveries/parked').set(bearer(admin.token)).expect(200);
    expect(page.body).toMatchObject({ page: 1, pageSize });
    const tooBig = await app.t
      .http()
      .get('/api/admin/event-deliveries/parked')
      .query({ pageSize: maxPageSize + 1 })
      .set(bearer(admin.token))
      .expect(400);
    expect(JSON.stringify(tooBig.body)).toContain(PAGING_MESSAGES.pageSizeOutOfRange(maxPageSize));
  });

  it('is for admins only', async () => {
    const member = await signedInAccount(app.t);
    await app.t.http().get('/api/admin/event-deliveries/parked').set(bearer(member.token)).expect(403);
    await app.t.http().post('/api/admin/event-deliveries/1/retry').set(bearer(member.token)).expect(403);
    await app.t.http().get('/api/admin/event-deliveries/parked').expect(401);
  });
});

describe('200 concurrent admin credit adjustments', () => {
  const adjustmentsLogged = async (orm: MikroORM, members: string[]) =>
    Number(
      (
        await orm.em
          .fork()
          .execute<{ n: string }[]>(`select count(*) as n from admin_actions where action = 'credits.adjusted' and target_user_id in (?)`, [
            members,
          ])
      )[0].n,
    );

  const adjustConcurrently = async (t: TestApp, adminToken: string, members: string[], count: number) => {
    const statuses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        t
          .http()
          .post(`/api/admin/credits/${members[i % members.length]}/adjust`)
          .set('Authorization', `Bearer ${adminToken}`)
          .send({ newBalance: i, reason: `Adjustment ${i}` })
          .then((res) => res.status),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
  };

  it('each get their credits.adjusted admin-log entry, once, even when the process stops before relaying them', async () => {
    const dying = await withoutRelay(() => createTestApp());
    const admin = await signedInAccount(dying, { isAdmin: true });
    const members: string[] = [];
    for (let i = 0; i < 5; i++) members.push((await signedInAccount(dying)).id);
    await adjustConcurrently(dying, admin.token, members, 200);
    await dying.close();

    const next = await createTestApp();
    try {
      await relayUntil(next.app, async () => (await adjustmentsLogged(next.orm, members)) >= 200, 120_000);
      await next.app.get(OutboxRelay).drain();
      expect(await adjustmentsLogged(next.orm, members)).toBe(200);
      // And with the relay running as usual: 200 more, all logged.
      await adjustConcurrently(next, admin.token, members, 200);
      await relayUntil(next.app, async () => (await adjustmentsLogged(next.orm, members)) >= 400, 120_000);
      expect(await adjustmentsLogged(next.orm, members)).toBe(400);
    } finally {
      await next.close();
    }
  }, 300_000);
});

// A subscriber with handleBatch (ADR 0030): the relay hands it all its deliveries of a batch in
// one call; when that call throws, the batch runs again one delivery at a time, so only the
// delivery at fault has a failure counted and the others commit with their effect once.
class BatchProbe extends IntegrationEvent<{ key: string; failures: number }> {
  static override readonly eventType = 'test.batch-probe';
}
registerIntegrationEvents(BatchProbe);

@EventSubscriber('test.batch-probe-recorder', BatchProbe)
class BatchProbeRecorder implements IntegrationEventHandler<BatchProbe> {
  readonly calls = new Map<string, number>();
  readonly batches: number[] = [];
  constructor(private readonly em: EntityManager) {}

  async handle(event: BatchProbe): Promise<void> {
    await this.record([event]);
  }

  async handleBatch(events: BatchProbe[]): Promise<void> {
    this.batches.push(events.length);
    await this.record(events);
  }

  private async record(events: BatchProbe[]): Promise<void> {
    await this.em.execute(`insert into delivery_probe_effects (key) select unnest(?::text[])`, [
      `{${events.map((event) => event.payload.key).join(',')}}`,
    ]);
    for (const { payload } of events) {
      const call = (this.calls.get(payload.key) ?? 0) + 1;
      this.calls.set(payload.key, call);
      if (call <= payload.failures) throw new Error(`batch probe ${payload.key} fails on call ${call}`);
    }
  }
}

describe('a subscriber that takes its deliveries as a batch', () => {
  it('gets them in one call; when it throws, the one at fault is retried alone and every effect happens once', async () => {
    const t = await withoutRelay(() => createTestApp(FAST_RETRIES));
    try {
      const probe = new BatchProbeRecorder(t.app.get(EntityManager));
      const relay = t.app.get(OutboxRelay);
      await relay.subscribe(probe);
      const events = [0, 2, 0].map((failures) => new BatchProbe({ key: randomUUID(), failures }));
      await publish(t.orm, ...events);
      const status = async (key: string) =>
        (
          await t.orm.em.fork().execute<{ status: string; attempts: number }[]>(
            `select d.status, d.attempts from event_deliveries d join outbox o on o.id = d.outbox_id
              where o.event_type = ? and o.payload->>'key' = ? and d.subscriber = 'test.batch-probe-recorder'`,
            [BatchProbe.eventType, key],
          )
        )[0];
      await relayUntil(t.app, async () =>
        (await Promise.all(events.map((event) => status(event.payload.key)))).every((row) => row?.status === 'done'),
      );

      // All three together (the second fails), the other two together once the second was singled
      // out and failed on its own, then the second alone after its back-off.
      expect(probe.batches).toEqual([3, 2]);
      expect(await Promise.all(events.map((event) => status(event.payload.key)))).toEqual([
        { status: 'done', attempts: 1 },
        { status: 'done', attempts: 2 },
        { status: 'done', attempts: 1 },
      ]);
      for (const event of events) expect(await effects(t.orm, event.payload.key)).toBe(1);
    } finally {
      await t.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { searchPathConnectionOptions } from '../database/module-schemas.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { EventSubscriber, type IntegrationEventHandler } from './event-subscriber.js';
import { IntegrationEvent, registerIntegrationEvents } from './integration-event.js';
import { recordInOutbox } from './outbox.js';
import { DELIVERY_BATCH, OutboxRelay, SAFETY_POLL_MS } from './outbox-relay.service.js';
import { OutboxRetention } from './outbox-retention.js';
import { SubscriberRetirement } from './subscriber-retirement.js';
import { relayUntil, withoutRelay } from './testing/relay-until.js';

// ADR 0015: the relay wakes on the outbox trigger's NOTIFY (no polling while idle), claims due
// deliveries in batches, and delivered events are deleted after the retention time.

class BackboneProbe extends IntegrationEvent<{ key: string; failures?: number }> {
  static override readonly eventType = 'test.backbone-probe';
}
registerIntegrationEvents(BackboneProbe);

@EventSubscriber('test.backbone-probe-recorder', BackboneProbe)
class BackboneRecorder implements IntegrationEventHandler<BackboneProbe> {
  private readonly calls = new Map<string, number>();
  constructor(private readonly em: EntityManager) {}

  async handle({ payload }: BackboneProbe): Promise<void> {
    const call = (this.calls.get(payload.key) ?? 0) + 1;
    this.calls.set(payload.key, call);
    await this.em.execute('insert into backbone_probe_effects (key) values (?)', [payload.key]);
    if (call <= (payload.failures ?? 0)) throw new Error(`probe ${payload.key} fails on call ${call}`);
  }
}

const probe = (failures = 0) => new BackboneProbe({ key: randomUUID(), failures });

async function probeApp(relaying: boolean): Promise<TestApp> {
  const env = { EVENT_DELIVERY_BACKOFF_MS: '10' };
  const t = relaying ? await createTestApp(env) : await withoutRelay(() => createTestApp(env));
  await t.app.get(OutboxRelay).subscribe(new BackboneRecorder(t.app.get(EntityManager)));
  return t;
}

const effectsOf = async (orm: MikroORM, keys: string[]) =>
  (
    await orm.em
      .fork()
      .execute<{ key: string; n: number }[]>('select key, count(*)::int as n from backbone_probe_effects where key in (?) group by key', [
        keys,
      ])
  ).reduce((all, { key, n }) => all.set(key, n), new Map<string, number>());

/** Every statement any pg client of this process sends while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const spy = jest.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
    return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text).replace(/\s+/g, ' '));
  } finally {
    spy.mockRestore();
  }
}

const until = async <T>(check: () => Promise<T | false>, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error('until: never came');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

beforeAll(async () => {
  const t = await withoutRelay(() => createTestApp());
  await t.orm.em.fork().execute('create table if not exists backbone_probe_effects (id bigserial primary key, key text not null)');
  await t.close();
});

describe('a relaying app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await probeApp(true);
  }, 60_000);
  afterAll(() => t.close());

  it('delivers an event committed by anyone, without a kick or a drain, long before the safety poll', async () => {
    const event = probe();
    const started = Date.now();
    // A bare connection of its own: a commit the app knows nothing about but its NOTIFY.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, ...searchPathConnectionOptions });
    await client.connect();
    await client.query('insert into outbox (event_type, payload) values ($1, $2)', [
      BackboneProbe.eventType,
      JSON.stringify(event.payload),
    ]);
    await client.end();
    await until(async () => (await effectsOf(t.orm, [event.payload.key])).get(event.payload.key) === 1 || false, 10_000);
    expect(Date.now() - started).toBeLessThan(SAFETY_POLL_MS / 3);
  });

  it('sends nothing to the database while idle', async () => {
    // Let the previous test's passes settle first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = await statementsDuring(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    expect(sent).toEqual([]);
  });
});

describe('delivery in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await probeApp(false);
  }, 60_000);
  afterAll(() => t.close());

  it('claims many due deliveries with one statement and commits them together', async () => {
    const events = Array.from({ length: 30 }, () => probe());
    await recordInOutbox(t.orm.em.fork(), ...events);
    const relay = t.app.get(OutboxRelay);
    await t.app.get(SubscriberRetirement).runIfDue(); // the hourly heartbeat is not what is measured
    const sent = await statementsDuring(() => relay.drain());
    const claims = sent.filter((statement) => /from event_deliveries d join outbox o .* skip locked/.test(statement));
    expect(claims).toHaveLength(1);
    // Fan-out, begin, claim, one insert per event, done + locks, delivered, commit.
    expect(sent.length).toBeLessThanOrEqual(events.length + 6);
    const effects = await effectsOf(
      t.orm,
      events.map((e) => e.payload.key),
    );
    expect(events.map((e) => effects.get(e.payload.key))).toEqual(events.map(() => 1));
  });

  it('a failing delivery rolls its batch back, and the others then commit once each without it', async () => {
    const events = [probe(), probe(), probe(1), probe(), probe()];
    await recordInOutbox(t.orm.em.fork(), ...events);
    const keys = events.map((e) => e.payload.key);
    const effects = await relayUntil(t.app, async () => {
      const found = await effectsOf(t.orm, keys);
      return keys.every((key) => found.get(key) === 1) && found;
    });
    expect(keys.map((key) => effects.get(key))).toEqual([1, 1, 1, 1, 1]);
    const [{ attempts }] = await t.orm.em
      .fork()
      .execute<{ attempts: number }[]>(
        `select d.attempts from event_deliveries d join outbox o on o.id = d.outbox_id where o.payload->>'key' = ? and d.subscriber = 'test.backbone-probe-recorder'`,
        [events[2]!.payload.key],
      );
    expect(attempts).toBe(2);
  });

  it('a backlog larger than a batch is delivered in full by one drain', async () => {
    const events = Array.from({ length: DELIVERY_BATCH * 2 + 7 }, () => probe());
    await recordInOutbox(t.orm.em.fork(), ...events);
    await t.app.get(OutboxRelay).drain();
    const effects = await effectsOf(
      t.orm,
      events.map((e) => e.payload.key),
    );
    expect(events.map((e) => effects.get(e.payload.key) ?? 0).filter((n) => n !== 1)).toEqual([]);
  });
});

describe('retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await probeApp(false);
  }, 60_000);
  afterAll(() => t.close());

  const outboxRow = async (key: string) =>
    (
      await t.orm.em
        .fork()
        .execute<{ id: string; deliveries: number }[]>(
          `select o.id, (select count(*)::int from event_deliveries d where d.outbox_id = o.id) as deliveries from outbox o where o.payload->>'key' = ?`,
          [key],
        )
    )[0];

  it('deletes events delivered longer ago than the retention time, with their deliveries, and nothing else', async () => {
    const [old, recent, pending] = [probe(), probe(), probe()];
    await recordInOutbox(t.orm.em.fork(), old, recent);
    await t.app.get(OutboxRelay).drain();
    await t.orm.em
      .fork()
      .execute(
        `update outbox set occurred_at = now() - interval '3 hours', delivered_at = now() - interval '2 hours' where payload->>'key' = ?`,
        [old.payload.key],
      );
    // Old, but its delivery is still pending: it must stay, however old.
    await recordInOutbox(t.orm.em.fork(), pending);
    await t.orm.em
      .fork()
      .execute(`update outbox set occurred_at = now() - interval '3 hours' where payload->>'key' = ?`, [pending.payload.key]);
    const oldId = (await outboxRow(old.payload.key))!.id;
    expect((await outboxRow(old.payload.key))!.deliveries).toBe(1);

    const deleted = await t.app.get(OutboxRetention).sweep(1);

    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await outboxRow(old.payload.key)).toBeUndefined();
    const [{ n }] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from event_deliveries where outbox_id = ?', [oldId]);
    expect(n).toBe(0);
    expect(await outboxRow(recent.payload.key)).toBeDefined();
    expect(await outboxRow(pending.payload.key)).toBeDefined();
  });
});

import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { approve, creditOffer, grantCredits, listReagent, member, requestSwap, sql } from '../modules/swaps/testing/swaps.fixtures.js';
import { EventSubscriber, type IntegrationEventHandler } from '../shared/outbox/event-subscriber.js';
import { IntegrationEvent, registerIntegrationEvents } from '../shared/outbox/integration-event.js';
import { recordInOutbox } from '../shared/outbox/outbox.js';
import { OutboxRelay } from '../shared/outbox/outbox-relay.service.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// APP_ROLE (docs/adr/0015-event-backbone-and-roles.md): an API-only instance serves members and
// never relays; workers deliver what it commits, woken by NOTIFY, each delivery once. Split roles
// need Redis (the worker's socket pushes reach the API's sockets through it), so without
// REDIS_URL there is no split deployment to test: the suite is skipped.
// Skipped only without REDIS_URL (the embedded default of `npm test` on a bare machine): .ci/run
// and CI set it, so there it always runs; config refuses APP_ROLE=api|worker without Redis anyway.
const describeSplit = process.env.REDIS_URL ? describe : describe.skip;

class RoleProbe extends IntegrationEvent<{ key: string }> {
  static override readonly eventType = 'test.role-probe';
}
registerIntegrationEvents(RoleProbe);

@EventSubscriber('test.role-probe-recorder', RoleProbe)
class RoleProbeRecorder implements IntegrationEventHandler<RoleProbe> {
  constructor(private readonly em: EntityManager) {}

  async handle({ payload }: RoleProbe): Promise<void> {
    // A pause so that the two workers' batches overlap in time.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    await this.em.execute('insert into role_probe_effects (key) values (?)', [payload.key]);
  }
}

const until = async <T>(check: () => Promise<T | false>, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error('until: the expected outcome never came');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describeSplit('an API instance and two workers', () => {
  let api: TestApp;
  let workers: TestApp[];
  let apiPasses: jest.SpiedFunction<OutboxRelay['drain']>;

  beforeAll(async () => {
    const redis = { REDIS_URL: process.env.REDIS_URL! };
    api = await createTestApp({ ...redis, APP_ROLE: 'api' });
    workers = [await createTestApp({ ...redis, APP_ROLE: 'worker' }), await createTestApp({ ...redis, APP_ROLE: 'worker' })];
    apiPasses = jest.spyOn(api.app.get(OutboxRelay), 'drain');
    await sql(api, 'create table if not exists role_probe_effects (id bigserial primary key, key text not null)');
    for (const worker of workers) await worker.app.get(OutboxRelay).subscribe(new RoleProbeRecorder(worker.app.get(EntityManager)));
  }, 90_000);
  afterAll(() => Promise.all([api, ...workers].map((t) => t.close())));

  it('a worker answers health probes and nothing else, over HTTP or sockets', async () => {
    const [worker] = workers;
    await worker!.http().get('/api/health/live').expect(200);
    await worker!.http().get('/api/health/ready').expect(200);
    const refused = await worker!.http().get('/api/reagents').expect(404);
    expect(refused.body).toMatchObject({ code: 'NOT_FOUND', detail: expect.stringContaining('worker') });
    await worker!.http().post('/api/auth/login').send({ email: 'a@b.c', password: 'x' }).expect(404);
    await worker!.http().get('/socket.io/?EIO=4&transport=polling').expect(403);
  });

  it("delivers a swap's notifications exactly once, by the workers, without the API relaying", async () => {
    const [requester, owner] = await Promise.all([member(api), member(api)]);
    await grantCredits(api, requester.id, 100);
    const reagentId = await listReagent(api, owner);
    const swap = await requestSwap(api, requester, creditOffer(reagentId, 40));
    await approve(api, owner, swap.id).expect(200);

    const deliveries = await until(async () => {
      const rows = await sql<{ event_type: string; subscriber: string; status: string; attempts: number }>(
        api,
        `select o.event_type, d.subscriber, d.status, d.attempts
           from event_deliveries d join outbox o on o.id = d.outbox_id
          where o.payload->>'swapId' = ? order by o.id, d.subscriber`,
        [swap.id],
      );
      const both = new Set(rows.map((row) => row.event_type));
      return both.has('swaps.swap-requested') && both.has('swaps.swap-approved') && rows.every((row) => row.status === 'done') && rows;
    });
    expect(deliveries.filter((row) => row.attempts !== 1)).toEqual([]);
    expect(deliveries.map((row) => row.subscriber)).toEqual(
      expect.arrayContaining(['notifications.swap-requested', 'notifications.swap-approved']),
    );

    const mails = await sql<{ recipient_user_id: string; dedupe_key: string }>(
      api,
      `select recipient_user_id, dedupe_key from mail_outbox where dedupe_key like ? order by dedupe_key`,
      [`%:${swap.id}:%`],
    );
    // The owner hears of the request, the requester of the approval: one mail each.
    expect(mails.map((mail) => [mail.dedupe_key.split(':')[0], mail.recipient_user_id])).toEqual([
      ['swaps.swap-approved', requester.id],
      ['swaps.swap-requested', owner.id],
    ]);
    expect(apiPasses).not.toHaveBeenCalled();
  });

  it('two workers never double an effect', async () => {
    const events = Array.from({ length: 300 }, () => new RoleProbe({ key: randomUUID() }));
    // Committed through the API instance, in chunks, so that both workers wake and claim side by side.
    for (let i = 0; i < events.length; i += 30) await recordInOutbox(api.orm.em.fork(), ...events.slice(i, i + 30));
    const keys = events.map((event) => event.payload.key);
    const counts = await until(async () => {
      const rows = await sql<{ key: string; n: number }>(
        api,
        'select key, count(*)::int as n from role_probe_effects where key in (?) group by key',
        [keys],
      );
      return rows.length === keys.length && rows;
    });
    expect(counts.filter((row) => row.n !== 1)).toEqual([]);
    expect(apiPasses).not.toHaveBeenCalled();
  });
});

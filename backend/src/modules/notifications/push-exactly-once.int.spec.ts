import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import { relayUntil } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { GrantCreditsCommand } from '../ledger/index.js';
import { PushSendLog, type PushSendKey } from './push/push-send-log.js';
import { BullJobQueue } from './queues/bull-job-queue.js';
import { InProcessJobQueue } from './queues/in-process-job-queue.js';
import type { JobQueue } from './queues/job-queue.js';
import { PushProcessor } from './queues/push/push.processor.js';
import { PUSH_QUEUE, SEND_PUSH_JOB, type SendPushJob } from './queues/push/push.queue.js';
import { queueToken } from './queues/queue-tokens.js';
import { browserPushKeys, FakePushService } from './testing/fake-push-service.js';

// The chaos probe of issue 14 (item 4), as an API test: swap lifecycles whose pushes are "killed"
// between the POST to the push service and the stamp that records it — the window where a kill -9
// left a push row unstamped and its re-run job sent it a second time. Here the stamp throws (the
// process is gone before it could record anything), the queue runs the job again, the app is
// restarted and the killed jobs are handed to the new one as bull hands a dead worker's jobs to
// another, and every swap event is delivered once more. The push service must see exactly one POST
// per push row. Each lifecycle (request, approval, completion) pushes three times.

const LIFECYCLES_PER_RUN = 6; // per app run, so 12 lifecycles and 36 pushes in all
const PAIRS = 3; // owner/requester pairs, running their lifecycles side by side
const KILL_EVERY = 3; // every third stamp is never written

type Member = Awaited<ReturnType<typeof signedInAccount>> & { device: string };
interface Pair {
  owner: Member;
  requester: Member;
}

const bearer = (who: Member) => ({ Authorization: `Bearer ${who.token}` });
const sql = <T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

/** A member with push on for swaps only (no listing announcements: every push here is a swap's) and one browser subscribed. */
async function pushMember(t: TestApp, push: FakePushService): Promise<Member> {
  const who = await signedInAccount(t);
  await sql(
    t,
    `update profiles set push_notifications = true, push_new_reagents = false, push_reagent_requests = false where user_id = ?`,
    [who.id],
  );
  const device = `/device/${randomUUID()}`;
  await t
    .http()
    .post('/api/push/subscriptions')
    .set(bearer({ ...who, device }))
    .send({ endpoint: push.endpoint(device), keys: browserPushKeys() })
    .expect(201);
  return { ...who, device };
}

async function grantCredits(t: TestApp, accountId: string, credits: number): Promise<void> {
  const grant = new GrantCreditsCommand({ accountId, amountCents: credits * 100, idempotencyKey: `test:${randomUUID()}` });
  await RequestContext.create(t.orm.em, () => t.app.get(CommandBus).execute(grant));
}

/** Listed, requested for 10 credits, approved, completed: one push to the owner, the requester, the owner. */
async function swapLifecycle(t: TestApp, { owner, requester }: Pair): Promise<string> {
  const reagent = await t
    .http()
    .post('/api/reagents')
    .set(bearer(owner))
    .send({
      name: `Buffer ${randomUUID().slice(0, 8)}`,
      catalogNumber: `CAT-${randomUUID().slice(0, 8)}`,
      category: 'chemicals',
      description: 'Unopened bottle',
      amount: '1',
      unit: 'l',
      storageConditions: 'Room temperature',
      numberOfPackages: 1,
    })
    .expect(201);
  const created = await t
    .http()
    .post('/api/swaps')
    .set(bearer(requester))
    .send({ reagentId: reagent.body.id, offer: { kind: 'credits', credits: 10 }, message: 'For my assay' })
    .expect(201);
  const swapId = created.body.swap.id as string;
  await t.http().post(`/api/swaps/${swapId}/approve`).set(bearer(owner)).send({ message: 'Come by' }).expect(200);
  await t.http().post(`/api/swaps/${swapId}/complete`).set(bearer(requester)).send({}).expect(200);
  return swapId;
}

async function runLifecycles(t: TestApp, pairs: Pair[], perPair: number): Promise<string[]> {
  const swaps = await Promise.all(
    pairs.map(async (pair) => {
      const ids: string[] = [];
      for (let i = 0; i < perPair; i += 1) ids.push(await swapLifecycle(t, pair));
      return ids;
    }),
  );
  return swaps.flat();
}

/** Push rows (push_deliveries) of these members, and how their sends ended. */
async function pushRows(t: TestApp, members: Member[]) {
  return sql<{ user_id: string; status: string | null }>(
    t,
    `select d.user_id, s.status from push_deliveries d left join push_sends s on s.delivery_id = d.id
      where d.user_id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
    [JSON.stringify(members.map((m) => m.id))],
  );
}

/** Relays until the notification subscribers are done with every event of these swaps and each push was sent or killed. */
async function settled(t: TestApp, swapIds: string[], members: Member[]): Promise<void> {
  const queue = t.app.get<JobQueue<SendPushJob>>(queueToken(PUSH_QUEUE));
  // In-process jobs must be finished too (bull keeps its jobs in Redis across the restart; a killed one's retry claims nothing).
  const idle = () => !(queue instanceof InProcessJobQueue) || queue.size === 0;
  await relayUntil(
    t.app,
    async () => {
      const [open] = await sql<{ n: number }>(
        t,
        `select count(*)::int as n from event_deliveries d join outbox o on o.id = d.outbox_id
          where o.payload->>'swapId' in (select jsonb_array_elements_text(?::jsonb)) and d.subscriber like 'notifications.%' and d.status <> 'done'`,
        [JSON.stringify(swapIds)],
      );
      const rows = await pushRows(t, members);
      return open!.n === 0 && idle() && rows.length > 0 && rows.every((row) => row.status === 'sent' || row.status === 'claimed');
    },
    90_000,
  );
}

const redisUrl = process.env.REDIS_URL;
const queues: { name: string; env: Record<string, string> }[] = [
  { name: 'in-process queue', env: {} },
  // As in production with several instances; CI sets REDIS_URL.
  ...(redisUrl ? [{ name: 'bull on Redis', env: { REDIS_URL: redisUrl, QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}` } }] : []),
];

describe.each(queues)('a push is sent once however often its job runs (issue 14, item 4), $name', ({ env }) => {
  let push: FakePushService;
  const apps: TestApp[] = [];
  const killed: PushSendKey[] = [];
  let stamps = 0;

  beforeAll(async () => {
    push = await FakePushService.start();
    const stamp = PushSendLog.prototype.stamp;
    jest.spyOn(PushSendLog.prototype, 'stamp').mockImplementation(async function (this: PushSendLog, key, outcome) {
      stamps += 1;
      if (stamps % KILL_EVERY === 0) {
        killed.push(key);
        throw new Error('simulated kill -9: the push service has the POST, the process is gone before the stamp');
      }
      return stamp.call(this, key, outcome);
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    for (const app of apps) await app.close();
    await push.close();
    if (env.QUEUE_PREFIX) {
      const redis = new Redis(env.REDIS_URL!);
      const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  const startApp = async () => {
    const t = await createTestApp({ ...env, JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '20', EVENT_DELIVERY_BACKOFF_MS: '50' });
    apps.push(t);
    return t;
  };

  it('swap lifecycles with sends killed between the POST and the stamp, the jobs re-run, a restart and every event redelivered: POSTs == push rows, per member', async () => {
    const first = await startApp();
    expect(first.app.get(queueToken(PUSH_QUEUE))).toBeInstanceOf(env.REDIS_URL ? BullJobQueue : InProcessJobQueue);
    const pairs: Pair[] = [];
    for (let i = 0; i < PAIRS; i += 1) pairs.push({ owner: await pushMember(first, push), requester: await pushMember(first, push) });
    for (const { requester } of pairs) await grantCredits(first, requester.id, 1_000);
    const members = pairs.flatMap(({ owner, requester }) => [owner, requester]);

    const swapIds = await runLifecycles(first, pairs, LIFECYCLES_PER_RUN / PAIRS);
    await settled(first, swapIds, members);
    const killedBeforeRestart = killed.length;
    expect(killedBeforeRestart).toBeGreaterThan(0);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    // The restarted app: the killed workers' jobs run again there, and every swap event arrives once more.
    const restarted = await startApp();
    const processor = restarted.app.get(PushProcessor);
    for (const key of killed)
      await processor.send({
        id: `rerun:${key.deliveryId}`,
        name: SEND_PUSH_JOB,
        data: { ...key, payload: { title: 'Re-run', body: 'Re-run', url: '/' } },
        attempt: 1,
        maxAttempts: 3,
      });
    await sql(
      restarted,
      `update event_deliveries d set status = 'pending', next_attempt_at = now(), done_at = null
         from outbox o where o.id = d.outbox_id and d.subscriber like 'notifications.%'
          and o.payload->>'swapId' in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(swapIds)],
    );
    await settled(restarted, swapIds, members);

    swapIds.push(...(await runLifecycles(restarted, pairs, LIFECYCLES_PER_RUN / PAIRS)));
    await settled(restarted, swapIds, members);
    expect(killed.length).toBeGreaterThan(killedBeforeRestart);

    const rows = await pushRows(restarted, members);
    expect(rows).toHaveLength(3 * 2 * LIFECYCLES_PER_RUN);
    for (const who of members) {
      expect({ member: who.id, posts: push.requestsTo(who.device).length }).toEqual({
        member: who.id,
        posts: rows.filter((row) => row.user_id === who.id).length,
      });
    }
    expect(push.requests).toHaveLength(rows.length);
    expect(rows.filter((row) => row.status === 'claimed')).toHaveLength(killed.length); // sent, never stamped: not sent again
  }, 180_000);
});

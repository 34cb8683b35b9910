import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { OutboxRelay } from '../../shared/outbox/outbox-relay.service.js';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../testing/test-app.js';
import { UserApproved } from '../identity/index.js';
import { NotificationDispatcher } from './application/notification-dispatcher.js';
import { PUSH_SUBSCRIPTION_TAKEN } from './commands/save-push-subscription/save-push-subscription.handler.js';
import { NotifyAccountApprovedHandler } from './event-handlers/account-approved.handler.js';
import { BullJobQueue } from './queues/bull-job-queue.js';
import { EMAIL_QUEUE } from './queues/email/email.queue.js';
import { InProcessJobQueue } from './queues/in-process-job-queue.js';
import { PushProcessor } from './queues/push/push.processor.js';
import { PUSH_QUEUE, SEND_PUSH_JOB } from './queues/push/push.queue.js';
import { queueToken } from './queues/queue-tokens.js';
import { defineTemplate } from './templates/notification-template.js';
import { eventually } from './testing/eventually.js';
import { browserPushKeys, FakePushService } from './testing/fake-push-service.js';
import { closedPort, SmtpStub } from './testing/smtp-stub.js';

// All notification API tests live in this one file on purpose: Jest runs files in parallel and
// they share one database, so every app relays every file's outbox events. Apps here with a
// special mail set-up (failing SMTP, Redis) never relay (createAppThatDoesNotRelay) and the test
// hands their events to the subscriber itself, so they never deliver another test's mail and
// nothing else can take theirs.

type Account = Awaited<ReturnType<typeof signedInAccount>>;

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** A message-like notification with both channels, as the messaging issue will add. */
const messageTemplate = defineTemplate<{ sender: string }>({
  name: 'test-new-message',
  email: {
    subject: 'New message from {{sender}}',
    html: '<p>Hello {{recipient.displayName}}, {{sender}} wrote to you.</p>',
    text: '{{sender}} wrote to you.',
  },
  push: { title: 'New message', body: '{{sender}} wrote to you', url: '/messages' },
});

async function registerPendingUser(t: TestApp): Promise<{ id: string; email: string }> {
  const university = await t
    .http()
    .post('/api/universities')
    .send({ name: `Notify U ${randomUUID().slice(0, 8)}`, city: 'Leuven', country: 'Belgium' })
    .expect(201);
  const lab = await t.http().post('/api/labs').send({ name: 'Biochemistry', universityId: university.body.id }).expect(201);
  const email = uniqueEmail('pending');
  const res = await t
    .http()
    .post('/api/auth/register')
    .send({
      email,
      username: 'Dr Pending',
      universityId: university.body.id,
      labId: lab.body.id,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      acceptTerms: true,
    })
    .expect(201);
  return { id: res.body.user.id as string, email };
}

async function setFlags(t: TestApp, userId: string, flags: Record<string, boolean>): Promise<void> {
  const columns = Object.keys(flags).map((flag) => `${flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} = ?`);
  await t.orm.em.fork().execute(`update profiles set ${columns.join(', ')} where user_id = ?`, [...Object.values(flags), userId]);
}

async function outboxFor(t: TestApp, admin: Account, email: string) {
  const res = await t.http().get('/api/admin/mail-outbox').query({ to: email }).set(auth(admin)).expect(200);
  return res.body as {
    items: {
      id: string;
      subject: string;
      status: string;
      transport: string | null;
      template: string;
      attempts: number;
      lastError: string | null;
    }[];
    total: number;
  };
}

const mailRow = async (t: TestApp, dedupeKey: string) =>
  (await t.orm.em.fork().execute<Record<string, any>[]>('select * from mail_outbox where dedupe_key = ?', [dedupeKey]))[0];

/**
 * Every job of the e-mail queue (in-process, or bull's across Redis) has run: a second e-mail that
 * should not exist has had every chance to be sent before the test counts them.
 */
async function emailQueueSettled(t: TestApp): Promise<void> {
  const queue = t.app.get<InProcessJobQueue<unknown> | BullJobQueue<unknown>>(queueToken(EMAIL_QUEUE));
  await eventually(async () => expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0 }));
}

/** createTestApp, with the outbox relay stopped before the app starts (see the top of the file). */
const createAppThatDoesNotRelay = (env: Record<string, string>): Promise<TestApp> => withoutRelay(() => createTestApp(env));

const approvedEvent = (account: Account, adminId: string) =>
  new UserApproved({ userId: account.id, email: account.email, displayName: `Test ${account.email.split('@')[0]}`, approvedBy: adminId });

describe('account e-mails through the local outbox', () => {
  let t: TestApp;
  let admin: Account;
  let member: Account;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAccount(t, { isAdmin: true });
    member = await signedInAccount(t);
  });
  afterAll(() => t.close());

  it('approving a registration puts exactly one approval e-mail in the outbox, readable by an admin', async () => {
    const pending = await registerPendingUser(t);
    const res = await t.http().post(`/api/admin/users/${pending.id}/approve`).set(auth(admin)).expect(200);
    expect(res.body.approvalStatus).toBe('approved');
    await t.app.get(OutboxRelay).drain();

    const outbox = await eventually(async () => {
      const page = await outboxFor(t, admin, pending.email);
      expect(page.items.map((m) => m.status)).toEqual(['delivered']);
      return page;
    });
    expect(outbox.total).toBe(1);
    expect(outbox.items[0]).toMatchObject({
      template: 'account-approved',
      subject: 'Your ReagentSwap account has been approved',
      transport: 'local',
      attempts: 1,
    });

    // The event arrives again (at-least-once relay) and the admin double-clicks: still one e-mail.
    await t.http().post(`/api/admin/users/${pending.id}/approve`).set(auth(admin)).expect(200);
    await t.app
      .get(NotifyAccountApprovedHandler)
      .handle(new UserApproved({ userId: pending.id, email: pending.email, displayName: 'Dr Pending', approvedBy: admin.id }));
    await t.app.get(OutboxRelay).drain();
    await emailQueueSettled(t);
    expect((await outboxFor(t, admin, pending.email)).total).toBe(1);

    const mail = await t.http().get(`/api/admin/mail-outbox/${outbox.items[0]!.id}`).set(auth(admin)).expect(200);
    expect(mail.body).toMatchObject({ to: pending.email, status: 'delivered', replyTo: null });
    expect(mail.body.html).toContain('Hello Dr Pending');
    expect(mail.body.html).toContain('/login"');
    expect(mail.body.text).toContain('/login');
  });

  it('runs the queues in-process when REDIS_URL is not set', () => {
    expect(t.app.get(queueToken(EMAIL_QUEUE))).toBeInstanceOf(InProcessJobQueue);
  });

  it('rejecting a registration e-mails the applicant', async () => {
    const pending = await registerPendingUser(t);
    await t.http().post(`/api/admin/users/${pending.id}/reject`).set(auth(admin)).expect(200);
    await t.app.get(OutboxRelay).drain();
    const outbox = await eventually(async () => {
      const page = await outboxFor(t, admin, pending.email);
      expect(page.items.map((m) => m.status)).toEqual(['delivered']);
      return page;
    });
    expect(outbox.items[0]).toMatchObject({ template: 'account-rejected', subject: 'Your ReagentSwap registration' });
  });

  it('is for admins only', async () => {
    const res = await t.http().get('/api/admin/mail-outbox').set(auth(member)).expect(403);
    expect(res.body).toMatchObject({ status: 403, code: 'ADMIN_REQUIRED' });
    await t.http().get(`/api/admin/mail-outbox/${randomUUID()}`).set(auth(member)).expect(403);
    await t.http().get('/api/admin/mail-outbox').expect(401);
  });

  it('pages newest first with a bounded page size', async () => {
    const page = await t.http().get('/api/admin/mail-outbox').query({ pageSize: 2 }).set(auth(admin)).expect(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.body.items.length).toBeLessThanOrEqual(2);
    const times = page.body.items.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.body.items[0]).not.toHaveProperty('html');
    const tooBig = await t.http().get('/api/admin/mail-outbox').query({ pageSize: 101 }).set(auth(admin)).expect(400);
    expect(tooBig.body.detail).toBe('pageSize must be between 1 and 100');
    await t.http().get(`/api/admin/mail-outbox/${randomUUID()}`).set(auth(admin)).expect(404);
    await t.http().get('/api/admin/mail-outbox/not-a-uuid').set(auth(admin)).expect(400);
  });
});

describe('web push', () => {
  let t: TestApp;
  let push: FakePushService;
  let member: Account;
  let other: Account;
  beforeAll(async () => {
    t = await createTestApp({ JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '20' });
    push = await FakePushService.start();
    member = await signedInAccount(t);
    other = await signedInAccount(t);
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const subscribe = (account: Account, endpoint: string, keys = browserPushKeys()) =>
    t.http().post('/api/push/subscriptions').set(auth(account)).send({ endpoint, keys, userAgent: 'jest' });
  const subscriptionRow = async (endpoint: string) =>
    (await t.orm.em.fork().execute<Record<string, any>[]>('select * from push_subscriptions where endpoint = ?', [endpoint]))[0];

  it('publishes the VAPID public key to anyone', async () => {
    const res = await t.http().get('/api/push/public-key').expect(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores one subscription per endpoint: upserted, taken over by whoever subscribes last from that browser, removed by its owner', async () => {
    const endpoint = push.endpoint(`/device/${randomUUID()}`);
    const browser = browserPushKeys();
    await t.http().post('/api/push/subscriptions').send({ endpoint, keys: browser }).expect(401);
    const first = await subscribe(member, endpoint).expect(201);
    const again = await subscribe(member, endpoint, browser).expect(201); // the owner's own browser may renew its keys
    expect(again.body).toEqual(first.body);
    expect(await subscriptionRow(endpoint)).toMatchObject({ user_id: member.id, user_agent: 'jest', p256dh: browser.p256dh });

    await subscribe(other, endpoint, browser).expect(201); // another member signed in on that browser: same keys
    expect(await subscriptionRow(endpoint)).toMatchObject({ user_id: other.id });

    await t.http().delete('/api/push/subscriptions').set(auth(member)).send({ endpoint }).expect(204);
    expect(await subscriptionRow(endpoint)).toBeDefined();
    await t.http().delete('/api/push/subscriptions').set(auth(other)).send({ endpoint }).expect(204);
    expect(await subscriptionRow(endpoint)).toBeUndefined();
  });

  it('an endpoint URL alone does not move a subscription to another account: 409, whose it is not said, the owner keeps it', async () => {
    const endpoint = push.endpoint(`/device/${randomUUID()}`);
    const browser = browserPushKeys();
    const owned = await subscribe(member, endpoint, browser).expect(201);

    const stranger = await subscribe(other, endpoint).expect(409); // knows the URL, not the browser's keys
    expect(stranger.body).toMatchObject({ status: 409, code: 'PUSH_SUBSCRIPTION_TAKEN', detail: PUSH_SUBSCRIPTION_TAKEN });
    expect(JSON.stringify(stranger.body)).not.toContain(member.id);
    const halfRight = await subscribe(other, endpoint, { p256dh: browser.p256dh, auth: browserPushKeys().auth }).expect(409);
    expect(halfRight.body.code).toBe('PUSH_SUBSCRIPTION_TAKEN');
    expect(await subscriptionRow(endpoint)).toMatchObject({
      id: owned.body.id,
      user_id: member.id,
      p256dh: browser.p256dh,
      auth: browser.auth,
    });

    await t.http().delete('/api/push/subscriptions').set(auth(other)).send({ endpoint }).expect(204); // nor removes it
    expect(await subscriptionRow(endpoint)).toMatchObject({ user_id: member.id });
  });

  it('a push queued for a device that has since changed hands is not sent to its new owner', async () => {
    await setFlags(t, member.id, { pushNotifications: true });
    const path = `/device/${randomUUID()}`;
    const browser = browserPushKeys();
    const device = await subscribe(member, push.endpoint(path), browser).expect(201);
    const [delivery] = await t.orm.em.fork().execute<{ id: string }[]>(
      `insert into push_deliveries (dedupe_key, kind, template, user_id, title, body, url, devices)
         values (?, 'message', 'test-new-message', ?, 'For member', 'Private', '/messages', 1) returning id`,
      [`test-push:${randomUUID()}`, member.id],
    );
    await subscribe(other, push.endpoint(path), browser).expect(201); // the browser changed hands before the job ran

    await t.app.get(PushProcessor).send({
      id: 'test',
      name: SEND_PUSH_JOB,
      data: {
        deliveryId: delivery!.id,
        subscriptionId: device.body.id,
        payload: { title: 'For member', body: 'Private', url: '/messages' },
      },
      attempt: 1,
      maxAttempts: 1,
    });
    expect(push.requestsTo(path)).toHaveLength(0);
  });

  it('refuses malformed subscriptions and endpoints that point inside the network', async () => {
    const bad = await subscribe(member, push.endpoint('/x'), { p256dh: 'abc', auth: 'def' }).expect(400);
    expect(bad.body.errors[0].field).toBe('keys.p256dh');
    const internal = await subscribe(member, 'https://169.254.169.254/latest/meta-data').expect(400);
    expect(internal.body.errors[0]).toMatchObject({ field: 'endpoint', message: 'endpoint must name a push service host' });
    await t
      .http()
      .post('/api/push/subscriptions')
      .set(auth(member))
      .send({ endpoint: push.endpoint('/x') })
      .expect(400);
  });

  it('a 201 marks the device as reached, a 410 removes it, a 503 is retried', async () => {
    await setFlags(t, member.id, { pushNotifications: true });
    const ok = `/device/${randomUUID()}`;
    const gone = `/device/${randomUUID()}`;
    const flaky = `/device/${randomUUID()}`;
    push.answer(gone, 410);
    push.answer(flaky, 503, 201);
    for (const path of [ok, gone, flaky]) await subscribe(member, push.endpoint(path)).expect(201);
    const devices = (await t.orm.em.fork().execute<{ id: string }[]>('select id from push_subscriptions where user_id = ?', [member.id]))
      .length;

    const dedupeKey = `test-push:${randomUUID()}`;
    const result = await t.app.get(NotificationDispatcher).dispatch({
      dedupeKey,
      kind: 'message',
      to: { userId: member.id },
      template: messageTemplate,
      data: { sender: 'Dr Who' },
      channels: ['push'],
    });
    expect(result).toEqual({ email: 'not-applicable', push: 'queued', inApp: 'not-applicable' });

    await eventually(async () => {
      expect((await subscriptionRow(push.endpoint(ok)))?.last_success_at).toBeTruthy();
      expect(await subscriptionRow(push.endpoint(gone))).toBeUndefined();
      expect((await subscriptionRow(push.endpoint(flaky)))?.last_success_at).toBeTruthy();
    });
    expect(push.requestsTo(flaky)).toHaveLength(2);
    const request = push.requestsTo(ok)[0]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(request.headers.ttl).toBe('86400');
    expect(request.bodyBytes).toBeGreaterThan(0);

    // Each device's send is recorded: claimed, then stamped; the 503 released its claim for the retry.
    const sends = await eventually(async () => {
      const rows = await t.orm.em.fork().execute<Record<string, any>[]>(
        `select d.id as delivery_id, s.status, s.attempts, s.last_error, e.endpoint
             from push_sends s join push_deliveries d on d.id = s.delivery_id left join push_subscriptions e on e.id = s.subscription_id
            where d.dedupe_key = ? and s.status <> 'claimed'`,
        [dedupeKey],
      );
      expect(rows).toHaveLength(devices);
      return rows;
    });
    const sendTo = (path: string) => sends.find((row) => row.endpoint === push.endpoint(path));
    expect(sendTo(ok)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sendTo(flaky)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sends.filter((row) => row.status === 'gone')).toHaveLength(1); // its device is deleted, the record stays
    // The push service may collapse copies of one notification (Topic, from the delivery id); a message is urgent.
    for (const path of [ok, flaky]) {
      expect(push.requestsTo(path).map((r) => r.headers.topic)).toEqual(
        push.requestsTo(path).map(() => sends[0]!.delivery_id.replace(/-/g, '')),
      );
      expect(push.requestsTo(path)[0]!.headers.urgency).toBe('high');
    }
  });

  it('preferences switched off stop the matching e-mail, push and in-app entry; switched on, all go out', async () => {
    const quiet = await signedInAccount(t);
    const chatty = await signedInAccount(t);
    const quietDevice = `/device/${randomUUID()}`;
    const chattyDevice = `/device/${randomUUID()}`;
    await subscribe(quiet, push.endpoint(quietDevice)).expect(201);
    await subscribe(chatty, push.endpoint(chattyDevice)).expect(201);
    await setFlags(t, quiet.id, { pushNotifications: true, notifyMessages: false, pushMessages: false, inAppMessages: false });
    await setFlags(t, chatty.id, { pushNotifications: true });
    const dispatcher = t.app.get(NotificationDispatcher);
    const send = (account: Account, dedupeKey: string) =>
      dispatcher.dispatch({
        dedupeKey,
        kind: 'message',
        to: { userId: account.id },
        template: messageTemplate,
        data: { sender: 'Dr Who' },
      });

    const quietKey = `test-message:${randomUUID()}`;
    expect(await send(quiet, quietKey)).toEqual({ email: 'opted-out', push: 'opted-out', inApp: 'opted-out' });
    const chattyKey = `test-message:${randomUUID()}`;
    expect(await send(chatty, chattyKey)).toEqual({ email: 'queued', push: 'queued', inApp: 'queued' });
    expect(await send(chatty, chattyKey)).toEqual({ email: 'duplicate', push: 'duplicate', inApp: 'duplicate' });

    await eventually(async () => {
      expect((await mailRow(t, chattyKey))?.status).toBe('delivered');
      expect(push.requestsTo(chattyDevice)).toHaveLength(1);
    });
    expect((await mailRow(t, chattyKey))?.subject).toBe('New message from Dr Who');
    expect(await mailRow(t, quietKey)).toBeUndefined();
    expect(push.requestsTo(quietDevice)).toHaveLength(0);

    // The e-mail master switch alone also stops it; the push master alone stops the push.
    await setFlags(t, quiet.id, { notifyMessages: true, pushMessages: true, emailNotifications: false, pushNotifications: false });
    expect(await send(quiet, `test-message:${randomUUID()}`)).toEqual({ email: 'opted-out', push: 'opted-out', inApp: 'opted-out' });
    expect(await send(quiet, `test-message:${randomUUID()}`)).not.toHaveProperty('email', 'queued');
  });
});

describe('a failing SMTP server', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createAppThatDoesNotRelay({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '20' });
    admin = await signedInAccount(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('does not fail the approval; the e-mail is retried with back-off, then recorded and logged as failed', async () => {
    const pending = await registerPendingUser(t);
    const res = await t.http().post(`/api/admin/users/${pending.id}/approve`).set(auth(admin)).expect(200);
    expect(res.body.approvalStatus).toBe('approved');

    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      const member = await signedInAccount(t);
      await t.app.get(NotifyAccountApprovedHandler).handle(approvedEvent(member, admin.id));
      const row = await eventually(async () => {
        const found = await mailRow(t, `${UserApproved.eventType}:${member.id}`);
        expect(found?.status).toBe('failed');
        return found!;
      });
      expect(row).toMatchObject({ attempts: 3, transport: null, delivered_at: null });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      const messages = logged.mock.calls.map((call) => String(call[0]));
      expect(messages.some((m) => m.includes(row.id) && m.includes('failed after 3 attempt(s)'))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
// Skipped only without REDIS_URL (`npm test` on the embedded default): bull needs a Redis to run on.
// .ci/run sets it, so CI always runs this suite; the in-process queue is tested above either way.
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`bull queues on Redis${redisUrl ? '' : ' (skipped: REDIS_URL is not set; CI sets it)'}`, () => {
  let t: TestApp;
  let smtp: SmtpStub;
  let admin: Account;
  let member: Account;
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  const memberEmail = uniqueEmail('greylisted');
  beforeAll(async () => {
    smtp = await SmtpStub.start({ failFirstDeliveryTo: [memberEmail] });
    t = await createAppThatDoesNotRelay({
      REDIS_URL: redisUrl!,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: prefix,
      JOB_ATTEMPTS: '4',
      JOB_BACKOFF_MS: '50',
    });
    admin = await signedInAccount(t, { isAdmin: true });
    member = await signedInAccount(t, { email: memberEmail });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('runs the e-mail and push queues on bull', () => {
    expect(t.app.get(queueToken(EMAIL_QUEUE))).toBeInstanceOf(BullJobQueue);
    expect(t.app.get(queueToken(PUSH_QUEUE))).toBeInstanceOf(BullJobQueue);
  });

  it('retries an e-mail whose first attempt the SMTP server refused, and delivers it exactly once', async () => {
    await t.app.get(NotifyAccountApprovedHandler).handle(approvedEvent(member, admin.id));
    await t.app.get(NotifyAccountApprovedHandler).handle(approvedEvent(member, admin.id)); // redelivered event
    const row = await eventually(async () => {
      const found = await mailRow(t, `${UserApproved.eventType}:${member.id}`);
      expect(found?.status).toBe('delivered');
      return found!;
    });
    expect(row).toMatchObject({ attempts: 2, transport: 'smtp', html: null, text: null });
    expect(row.last_error).toBeNull();
    await emailQueueSettled(t);
    const toMember = smtp.received.filter((m) => m.to.some((to) => to.includes(member.email)));
    expect(toMember).toHaveLength(1);
    expect(toMember[0]!.data).toContain('Subject: Your ReagentSwap account has been approved');
    expect(smtp.sessions).toBe(2);
  });
});

import { AsyncResource } from 'node:async_hooks';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { GetNotificationRecipientQuery, ListNotificationRecipientsQuery, type NotificationRecipient } from '../../identity/index.js';
import { PushSubscriptionSchema } from '../infrastructure/notifications.entities.js';
import { MailSender, type OutgoingMail } from '../mail/mail-sender.js';
import { pushUrgency } from '../push/push-delivery-options.js';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, sendEmailJobId, type SendEmailJob } from '../queues/email/email.queue.js';
import { describeError, type JobQueue } from '../queues/job-queue.js';
import { PUSH_QUEUE, SEND_PUSH_JOB, sendPushJobId, type SendPushJob } from '../queues/push/push.queue.js';
import { queueToken } from '../queues/queue-tokens.js';
import { TemplateRenderer, type TemplateRecipient } from '../templates/template-renderer.js';
import { deliveryGate } from './delivery-gate.js';
import type { ChannelOutcome, DispatchResult, NotificationChannel, NotificationRequest } from './notification-request.js';

/** Devices a push fans out to, at most (subscriptions are also capped per member when saved). */
const MAX_DEVICES = 20;

/**
 * The one way to send a notification. Event handlers build a NotificationRequest; the dispatcher
 * checks the member's preferences, renders the template, records the notification under its
 * dedupe key (mail_outbox / push_deliveries / in_app_notifications, so a redelivered event sends
 * nothing twice) and enqueues the send jobs. The in-app channel is here so every kind a member
 * has a preference row for gets it (ADR 0029). Sending, retrying and giving up happen in the queue processors.
 *
 * Later issues add a template (templates/) and an event handler (event-handlers/) that calls
 * `notify` — nothing else.
 */
@Injectable()
export class NotificationDispatcher {
  private readonly logger = new Logger(NotificationDispatcher.name);
  /** The async context the dispatcher was created in (application start-up): see `notify`. */
  private readonly context = new AsyncResource('NotificationDispatcher');

  constructor(
    private readonly queries: QueryBus,
    private readonly orm: MikroORM,
    private readonly renderer: TemplateRenderer,
    private readonly sender: MailSender,
    @Inject(queueToken(EMAIL_QUEUE)) private readonly emailQueue: JobQueue<SendEmailJob>,
    @Inject(queueToken(PUSH_QUEUE)) private readonly pushQueue: JobQueue<SendPushJob>,
  ) {}

  /**
   * For event subscribers: dispatches, logs a failure with its dedupe key and rethrows it, so the
   * relay retries the delivery with back-off and finally parks it where an admin sees it (ADR
   * 0006). A retry after a partial success sends nothing twice: the dedupe key decides.
   *
   * Runs detached from the caller's async context (the relay's delivery transaction, a request's):
   * the mail/push rows commit on their own and the jobs started here outlive the caller, so they
   * must never see the caller's transaction as theirs.
   */
  notify<D extends object>(request: NotificationRequest<D>): Promise<DispatchResult> {
    return this.context.runInAsyncScope(async () => {
      try {
        return await this.dispatch(request);
      } catch (error) {
        this.logger.error(`Notification ${request.template.name} (${request.dedupeKey}) could not be dispatched: ${describeError(error)}`);
        throw error;
      }
    });
  }

  /** Dispatches and reports what happened on each channel; throws when it cannot (database down, template error). */
  async dispatch<D extends object>(request: NotificationRequest<D>): Promise<DispatchResult> {
    let recipient: NotificationRecipient | null = null;
    if ('userId' in request.to) {
      recipient = request.to.known ?? (await this.queries.execute(new GetNotificationRecipientQuery(request.to.userId)));
      if (!recipient) {
        this.logger.debug(`Notification ${request.dedupeKey} skipped: unknown user ${request.to.userId}`);
        return { email: 'unknown-user', push: 'unknown-user', inApp: 'unknown-user' };
      }
    }
    if (recipient && request.kind === 'support')
      throw new Error(`Notification ${request.dedupeKey}: 'support' notifications go to an address, not a member`);
    const asked = (channel: NotificationChannel) => !request.channels || request.channels.includes(channel);
    const entry = request.template.push && asked('in-app') && recipient ? this.inAppEntry(request, recipient) : 'not-applicable';
    const wanted = typeof entry === 'string' ? null : entry;
    const { email, inApp } =
      request.template.email && asked('email')
        ? await this.dispatchEmail(request, recipient, wanted)
        : { email: 'not-applicable' as const, inApp: null };
    const push = request.template.push && asked('push') && recipient ? await this.dispatchPush(request, recipient) : 'not-applicable';
    return { email, push, inApp: typeof entry === 'string' ? entry : (inApp ?? (await this.writeInApp(entry))) };
  }

  /**
   * `notify` for many notifications at once, as set-based work (ADR 0030): the members not already
   * known are read in one query, and every in-app, e-mail and push row of the lot is written by one
   * statement (devices looked up in it too), then the send jobs are enqueued. The same rules, rows,
   * dedupe keys and outcomes as `notify` for each request, in order; like it, detached from the
   * caller's transaction, failures logged and rethrown, and a retry sends nothing twice.
   */
  notifyMany(requests: readonly NotificationRequest<object>[]): Promise<DispatchResult[]> {
    return this.context.runInAsyncScope(async () => {
      try {
        return await this.dispatchMany(requests);
      } catch (error) {
        const keys = requests.map((request) => request.dedupeKey);
        this.logger.error(
          `Notifications ${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ` and ${keys.length - 3} more` : ''} could not be dispatched: ${describeError(error)}`,
        );
        throw error;
      }
    });
  }

  private async dispatchMany(requests: readonly NotificationRequest<object>[]): Promise<DispatchResult[]> {
    const unknown = requests.flatMap((request) => ('userId' in request.to && !request.to.known ? [request.to.userId] : []));
    const read = new Map<string, NotificationRecipient>();
    for (let from = 0; from < unknown.length; from += MAX_RECIPIENTS_PER_READ) {
      const found = await this.queries.execute(new ListNotificationRecipientsQuery(unknown.slice(from, from + MAX_RECIPIENTS_PER_READ)));
      for (const recipient of found) read.set(recipient.userId.toLowerCase(), recipient);
    }
    const results: DispatchResult[] = [];
    const inAppRows: (InAppEntry & { position: number })[] = [];
    const mailRows: MailRow[] = [];
    const pushRows: PushRow[] = [];
    for (const request of requests) {
      let recipient: NotificationRecipient | null = null;
      if ('userId' in request.to) {
        recipient = request.to.known ?? read.get(request.to.userId.toLowerCase()) ?? null;
        if (!recipient) {
          this.logger.debug(`Notification ${request.dedupeKey} skipped: unknown user ${request.to.userId}`);
          results.push({ email: 'unknown-user', push: 'unknown-user', inApp: 'unknown-user' });
          continue;
        }
      }
      if (recipient && request.kind === 'support')
        throw new Error(`Notification ${request.dedupeKey}: 'support' notifications go to an address, not a member`);
      const asked = (channel: NotificationChannel) => !request.channels || request.channels.includes(channel);
      const entry = request.template.push && asked('in-app') && recipient ? this.inAppEntry(request, recipient) : 'not-applicable';
      // The batch's order is its events' order: one microsecond apart, the entries list newest first as they happened
      // (all share the transaction's now(), and the list's tie-break on a random id would shuffle them).
      if (typeof entry !== 'string') inAppRows.push({ ...entry, position: inAppRows.length });
      let email: ChannelOutcome = 'not-applicable';
      if (request.template.email && asked('email')) {
        const gated = deliveryGate('email', request.kind, recipient);
        if (gated) email = gated;
        else {
          const address = 'address' in request.to && request.to.address ? request.to.address : recipient!.email;
          const mail = this.renderer.email(request.template, request.data, templateRecipient(recipient));
          const delivered = await this.deliveredLocally({ to: address, replyTo: request.replyTo ?? null, ...mail });
          mailRows.push({
            key: request.dedupeKey,
            kind: request.kind,
            template: request.template.name,
            user_id: recipient?.userId ?? null,
            to_address: address,
            reply_to: request.replyTo ?? null,
            ...mail,
            delivered,
          });
          email = 'queued';
        }
      }
      let push: ChannelOutcome = 'not-applicable';
      if (request.template.push && asked('push') && recipient) {
        const gated = deliveryGate('push', request.kind, recipient);
        if (gated) push = gated;
        else {
          // The in-app entry is worded as the push: rendered once for both.
          const payload =
            typeof entry === 'string'
              ? this.renderer.push(request.template, request.data, templateRecipient(recipient))
              : { title: entry.title, body: entry.body, url: entry.url };
          pushRows.push({
            key: request.dedupeKey,
            kind: request.kind,
            template: request.template.name,
            user_id: recipient.userId,
            ...payload,
          });
          push = 'queued';
        }
      }
      results.push({ email, push, inApp: typeof entry === 'string' ? entry : 'queued' });
    }
    if (inAppRows.length + mailRows.length + pushRows.length === 0) return results;

    const written = await this.orm.em
      .fork()
      .execute<{ channel: 'in-app' | 'email' | 'push'; key: string; id: string; devices: string[] | null }[]>(WRITE_MANY, [
        JSON.stringify(inAppRows),
        JSON.stringify(mailRows),
        JSON.stringify(pushRows),
        MAX_DEVICES,
      ]);
    const created = new Map(written.map((row) => [`${row.channel} ${row.key}`, row]));
    const pushOf = new Map(pushRows.map((row) => [row.key, row]));
    const mailOf = new Map(mailRows.map((row) => [row.key, row]));
    requests.forEach((request, i) => {
      const result = results[i]!;
      if (result.inApp === 'queued' && !created.has(`in-app ${request.dedupeKey}`)) result.inApp = 'duplicate';
      if (result.email === 'queued' && !created.has(`email ${request.dedupeKey}`)) {
        this.logger.debug(`E-mail ${request.dedupeKey} already dispatched`);
        result.email = 'duplicate';
      }
      if (result.push === 'queued') {
        const row = created.get(`push ${request.dedupeKey}`);
        if (!row) result.push = 'duplicate';
        else if (!row.devices?.length) result.push = 'no-device';
      }
    });
    for (const row of written) {
      if (row.channel === 'email' && !mailOf.get(row.key)!.delivered)
        await this.emailQueue
          .add(SEND_EMAIL_JOB, { mailId: row.id }, { jobId: sendEmailJobId(row.id) })
          .catch((error: unknown) =>
            this.logger.warn(`E-mail ${row.id} recorded but not enqueued (${describeError(error)}); the recovery sweep will retry`),
          );
      if (row.channel !== 'push') continue;
      const { title, body, url, kind } = pushOf.get(row.key)!;
      for (const subscriptionId of row.devices ?? [])
        await this.pushQueue.add(
          SEND_PUSH_JOB,
          {
            deliveryId: row.id,
            subscriptionId,
            payload: { title, body, url },
            urgency: pushUrgency(kind as NotificationRequest<object>['kind']),
          },
          { jobId: sendPushJobId(row.id, subscriptionId) },
        );
    }
    return results;
  }

  /** The member's in-app entry, worded as the push (title, body, link), or why there is none. */
  private inAppEntry<D extends object>(request: NotificationRequest<D>, recipient: NotificationRecipient): InAppEntry | ChannelOutcome {
    const gated = deliveryGate('in-app', request.kind, recipient);
    if (gated) return gated;
    const { title, body, url } = this.renderer.push(request.template, request.data, templateRecipient(recipient));
    return { dedupeKey: request.dedupeKey, userId: recipient.userId, kind: request.kind, title, body, url };
  }

  /** The entry on its own, when no e-mail row carries it (see dispatchEmail). */
  private async writeInApp(entry: InAppEntry): Promise<ChannelOutcome> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ in_app_id: string | null }[]>(`with ${IN_APP_INSERT} select (select id from n) as in_app_id`, inAppParameters(entry));
    return row?.in_app_id ? 'queued' : 'duplicate';
  }

  /**
   * One push notification to each of many members (a broadcast's batch), in a constant number of
   * statements: their devices, then one insert of every delivery row under its own dedupe key
   * (`<dedupeKey>:<userId>`), then the send jobs. The caller has already applied the members'
   * preferences (deliveryGate). Like `notify`: detached from the caller's transaction, failures
   * logged and rethrown, and a retry sends nothing twice. Resolves to the members queued.
   */
  pushToMany<D extends object>(
    request: Omit<NotificationRequest<D>, 'to' | 'channels'>,
    recipients: readonly NotificationRecipient[],
  ): Promise<number> {
    return this.context.runInAsyncScope(async () => {
      try {
        return await this.dispatchPushToMany(request, recipients);
      } catch (error) {
        this.logger.error(
          `Push ${request.template.name} (${request.dedupeKey}) to ${recipients.length} members failed: ${describeError(error)}`,
        );
        throw error;
      }
    });
  }

  private async dispatchPushToMany<D extends object>(
    request: Omit<NotificationRequest<D>, 'to' | 'channels'>,
    recipients: readonly NotificationRecipient[],
  ): Promise<number> {
    if (recipients.length === 0) return 0;
    const em = this.orm.em.fork();
    const devices = await em.execute<{ id: string; user_id: string }[]>(
      `select id, user_id from (
         select id, user_id, row_number() over (partition by user_id order by updated_at desc) as n
           from push_subscriptions where user_id in (select jsonb_array_elements_text(?::jsonb)::uuid)) d
        where n <= ?`,
      [JSON.stringify(recipients.map((r) => r.userId)), MAX_DEVICES],
    );
    const devicesOf = new Map<string, { id: string }[]>();
    for (const device of devices) devicesOf.set(device.user_id, [...(devicesOf.get(device.user_id) ?? []), device]);
    const withDevices = recipients.filter((r) => devicesOf.has(r.userId));
    if (withDevices.length === 0) return 0;
    const payloads = withDevices.map((r) => this.renderer.push(request.template, request.data, templateRecipient(r)));
    // The whole batch in one insert; rows travel as one JSON parameter (the driver expands JS arrays into lists).
    const rows = withDevices.map((r, i) => ({
      key: `${request.dedupeKey}:${r.userId}`,
      user_id: r.userId,
      title: payloads[i]!.title,
      body: payloads[i]!.body,
      url: payloads[i]!.url,
      devices: devicesOf.get(r.userId)!.length,
    }));
    const created = await em.execute<{ id: string; user_id: string }[]>(
      `insert into push_deliveries (dedupe_key, kind, template, user_id, title, body, url, devices)
       select d.key, ?, ?, d.user_id, d.title, d.body, d.url, d.devices
         from jsonb_to_recordset(?::jsonb) as d(key text, user_id uuid, title text, body text, url text, devices int)
       on conflict (dedupe_key) do nothing
       returning id, user_id`,
      [request.kind, request.template.name, JSON.stringify(rows)],
    );
    const payloadOf = new Map(withDevices.map((r, i) => [r.userId, payloads[i]!]));
    for (const delivery of created) {
      for (const device of devicesOf.get(delivery.user_id)!) {
        await this.pushQueue.add(
          SEND_PUSH_JOB,
          {
            deliveryId: delivery.id,
            subscriptionId: device.id,
            payload: payloadOf.get(delivery.user_id)!,
            urgency: pushUrgency(request.kind),
          },
          { jobId: sendPushJobId(delivery.id, device.id) },
        );
      }
    }
    return created.length;
  }

  /**
   * The e-mail, and with it the in-app entry when there is one: one statement writes both rows
   * (issue 19 item 5 adds the in-app channel without adding a statement to a delivery that mails).
   * `inApp` is null when the e-mail stopped before its row, so the entry is still to be written.
   */
  private async dispatchEmail<D extends object>(
    request: NotificationRequest<D>,
    recipient: NotificationRecipient | null,
    entry: InAppEntry | null,
  ): Promise<{ email: ChannelOutcome; inApp: ChannelOutcome | null }> {
    const gated = deliveryGate('email', request.kind, recipient);
    if (gated) {
      this.logger.debug(`E-mail ${request.dedupeKey} (${request.kind}) not sent: ${gated}`);
      return { email: gated, inApp: null };
    }
    const address = 'address' in request.to && request.to.address ? request.to.address : recipient!.email;
    const mail = this.renderer.email(request.template, request.data, templateRecipient(recipient));
    const delivered = await this.deliveredLocally({ to: address, replyTo: request.replyTo ?? null, ...mail });
    const [written] = await this.orm.em.fork().execute<{ mail_id: string | null; in_app_id: string | null }[]>(
      `with ${entry ? `${IN_APP_INSERT},` : ''}
       m as (insert into mail_outbox (dedupe_key, kind, template, recipient_user_id, to_address, reply_to, subject, html, text,
                                      status, transport, attempts, delivered_at)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, case when ? then now() end)
             on conflict (dedupe_key) do nothing
             returning id)
       select (select id from m) as mail_id, ${entry ? '(select id from n)' : 'null'} as in_app_id`,
      [
        ...(entry ? inAppParameters(entry) : []),
        request.dedupeKey,
        request.kind,
        request.template.name,
        recipient?.userId ?? null,
        address,
        request.replyTo ?? null,
        mail.subject,
        mail.html,
        mail.text,
        delivered ? 'delivered' : 'queued',
        delivered ? 'local' : null,
        delivered ? 1 : 0,
        delivered,
      ],
    );
    const inApp = entry ? (written?.in_app_id ? 'queued' : 'duplicate') : null;
    const mailId = written?.mail_id;
    if (!mailId) {
      this.logger.debug(`E-mail ${request.dedupeKey} already dispatched`);
      return { email: 'duplicate', inApp };
    }
    // Accepted, as every mail the dispatcher takes (with the local transport already in the local mailbox).
    if (delivered) return { email: 'queued', inApp };
    await this.emailQueue.add(SEND_EMAIL_JOB, { mailId }, { jobId: sendEmailJobId(mailId) }).catch((error: unknown) =>
      // The row stays `queued`; EmailProcessor's recovery sweep enqueues it again later.
      this.logger.warn(`E-mail ${mailId} recorded but not enqueued (${describeError(error)}); the recovery sweep will retry`),
    );
    return { email: 'queued', inApp };
  }

  /**
   * The local transport sends nothing: the mail_outbox row is the mailbox (MailSender). So the mail
   * is composed and checked here, as the send job would, and its row written delivered at once —
   * no job, no read-back, no update (issue 16: two statements per e-mail). A mail that does not
   * compose takes the job's way, whose retries and failure record are the same for both transports.
   */
  private async deliveredLocally(mail: OutgoingMail): Promise<boolean> {
    if (this.sender.transport !== 'local') return false;
    try {
      await this.sender.send(mail);
      return true;
    } catch (error) {
      this.logger.warn(`E-mail to ${mail.to} did not compose (${describeError(error)}); queued for the send job`);
      return false;
    }
  }

  private async dispatchPush<D extends object>(request: NotificationRequest<D>, recipient: NotificationRecipient): Promise<ChannelOutcome> {
    const gated = deliveryGate('push', request.kind, recipient);
    if (gated) {
      this.logger.debug(`Push ${request.dedupeKey} (${request.kind}) not sent: ${gated}`);
      return gated;
    }
    const payload = this.renderer.push(request.template, request.data, templateRecipient(recipient));
    const em = this.orm.em.fork();
    const devices = await em.find(
      PushSubscriptionSchema,
      { userId: recipient.userId },
      { fields: ['id'], orderBy: { updatedAt: 'desc' }, limit: MAX_DEVICES },
    );
    const rows = await em.execute<{ id: string }[]>(
      `insert into push_deliveries (dedupe_key, kind, template, user_id, title, body, url, devices)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (dedupe_key) do nothing
       returning id`,
      [request.dedupeKey, request.kind, request.template.name, recipient.userId, payload.title, payload.body, payload.url, devices.length],
    );
    const deliveryId = rows[0]?.id;
    if (!deliveryId) return 'duplicate';
    if (devices.length === 0) return 'no-device';
    for (const device of devices) {
      await this.pushQueue.add(
        SEND_PUSH_JOB,
        { deliveryId, subscriptionId: device.id, payload, urgency: pushUrgency(request.kind) },
        { jobId: sendPushJobId(deliveryId, device.id) },
      );
    }
    return 'queued';
  }
}

/** An in-app notification to write (the member's notification centre). */
interface InAppEntry {
  dedupeKey: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  url: string;
}

/** The in-app row as a CTE named `n` (its id when inserted, nothing when the key was there), for inAppParameters. */
const IN_APP_INSERT = `n as (insert into in_app_notifications (dedupe_key, user_id, kind, title, body, url)
                             values (?, ?, ?, ?, ?, ?)
                             on conflict (dedupe_key) do nothing
                             returning id)`;
const inAppParameters = (entry: InAppEntry) => [entry.dedupeKey, entry.userId, entry.kind, entry.title, entry.body, entry.url];

/** Members read per query when a batch names many not already known (ListNotificationRecipientsQuery's own limit). */
const MAX_RECIPIENTS_PER_READ = 1000;

/** A mail_outbox row to write (dispatchMany), as one element of its JSON parameter. */
interface MailRow {
  key: string;
  kind: string;
  template: string;
  user_id: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  delivered: boolean;
}

/** A push_deliveries row to write (dispatchMany); its devices are counted in the statement. */
interface PushRow {
  key: string;
  kind: string;
  template: string;
  user_id: string;
  title: string;
  body: string;
  url: string;
}

/**
 * dispatchMany's one statement: the in-app, e-mail and push rows of a batch, each set as one JSON
 * parameter (the driver expands JS arrays into lists), each row written only if its dedupe key is
 * new. It answers with the rows it created: their channel, dedupe key and id, and for a push the
 * member's newest devices (at most MAX_DEVICES, as dispatchPush), to enqueue a send job for each.
 */
const WRITE_MANY = `
  with n as (
         insert into in_app_notifications (dedupe_key, user_id, kind, title, body, url, created_at)
         select r."dedupeKey", r."userId", r.kind, r.title, r.body, r.url, now() + r.position * interval '1 microsecond'
           from jsonb_to_recordset(?::jsonb) as r("dedupeKey" text, "userId" uuid, kind text, title text, body text, url text,
                                                 position int)
         on conflict (dedupe_key) do nothing
         returning id, dedupe_key),
       m as (
         insert into mail_outbox (dedupe_key, kind, template, recipient_user_id, to_address, reply_to, subject, html, text,
                                  status, transport, attempts, delivered_at)
         select r.key, r.kind, r.template, r.user_id, r.to_address, r.reply_to, r.subject, r.html, r.text,
                case when r.delivered then 'delivered' else 'queued' end, case when r.delivered then 'local' end,
                case when r.delivered then 1 else 0 end, case when r.delivered then now() end
           from jsonb_to_recordset(?::jsonb) as r(key text, kind text, template text, user_id uuid, to_address text, reply_to text,
                                                 subject text, html text, text text, delivered boolean)
         on conflict (dedupe_key) do nothing
         returning id, dedupe_key),
       p_rows as (
         select * from jsonb_to_recordset(?::jsonb) as r(key text, kind text, template text, user_id uuid, title text, body text, url text)),
       d as (
         select user_id, array_agg(id::text order by updated_at desc) as ids
           from (select id, user_id, updated_at, row_number() over (partition by user_id order by updated_at desc) as k
                   from push_subscriptions where user_id in (select user_id from p_rows)) s
          where k <= ?
          group by user_id),
       p as (
         insert into push_deliveries (dedupe_key, kind, template, user_id, title, body, url, devices)
         select r.key, r.kind, r.template, r.user_id, r.title, r.body, r.url, coalesce(cardinality(d.ids), 0)
           from p_rows r left join d on d.user_id = r.user_id
         on conflict (dedupe_key) do nothing
         returning id, dedupe_key, user_id)
  select 'in-app' as channel, dedupe_key as key, id::text as id, null::text[] as devices from n
  union all select 'email', dedupe_key, id::text, null from m
  union all select 'push', p.dedupe_key, p.id::text, d.ids from p left join d on d.user_id = p.user_id`;

const templateRecipient = (recipient: NotificationRecipient | null): TemplateRecipient | undefined =>
  recipient ? { displayName: recipient.displayName, email: recipient.email } : undefined;

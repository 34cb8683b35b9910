import { randomUUID } from 'node:crypto';
import { IN_APP_MESSAGES, IN_APP_PAGE_SIZE, type InAppNotificationPage } from '@reagentswap/contracts';
import { relayUntil } from '../../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { MessageSent } from '../../messaging/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import type { NotificationRequest } from '../application/notification-request.js';
import { defineTemplate } from '../templates/notification-template.js';
import { auth, listReagent, requestSwap, sendMessage, setFlags, type Account } from '../testing/notification-fixtures.js';

// The notification centre (issue 19 item 5, ADR 0029): the dispatcher lists a notification in-app
// when the member's row for its kind says so, once per dedupe key; the member reads only their own.

const expiryTemplate = defineTemplate<{ name: string }>({
  name: 'test-expiry',
  email: { subject: '{{name}} expires soon', html: '<p>{{name}} expires soon</p>', text: '{{name}} expires soon' },
  push: { title: 'A listing expires soon', body: '{{name}}', url: '/reagents/{{name}}' },
});

describe('in-app notifications', () => {
  let t: TestApp;
  const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
  const dispatch = (
    to: Account,
    kind: NotificationRequest<object>['kind'],
    name = randomUUID().slice(0, 8),
    dedupeKey = `test-in-app:${randomUUID()}`,
  ) => t.app.get(NotificationDispatcher).dispatch({ dedupeKey, kind, to: { userId: to.id }, template: expiryTemplate, data: { name } });
  const list = async (account: Account, before?: string) =>
    (
      await t
        .http()
        .get('/api/notifications')
        .query(before ? { cursor: before } : {})
        .set(auth(account))
        .expect(200)
    ).body as InAppNotificationPage;
  const unread = async (account: Account) =>
    ((await t.http().get('/api/notifications/unread-count').set(auth(account)).expect(200)).body as { unread: number }).unread;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists a message for its recipient with a link to the conversation, beside the e-mail, in one statement with it', async () => {
    const [alice, bob] = [await signedInAccount(t), await signedInAccount(t)];
    const id = await sendMessage(t, alice, bob, 'Is the trypsin still there?');
    const key = `${MessageSent.eventType}:${id}`;
    await relayUntil(t.app, async () => (await sql(`select 1 from in_app_notifications where dedupe_key = ?`, [key])).length > 0);
    const page = await list(bob);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        kind: 'message',
        title: `New message from Test ${alice.email.split('@')[0]}`,
        body: 'Is the trypsin still there?',
        url: `/conversation/${alice.id}`,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(await sql(`select 1 from mail_outbox where dedupe_key = ?`, [key])).toHaveLength(1);
    expect((await list(alice)).items).toEqual([]);
  });

  it("lists a swap request for the owner unless their Swap Offers in-app is off: the choice travels in the swap's event", async () => {
    const [requester, listens, silent] = [await signedInAccount(t), await signedInAccount(t), await signedInAccount(t)];
    await setFlags(t, silent, { in_app_swap_offers: false });
    const swapIds = [
      await requestSwap(t, requester, (await listReagent(t, listens, 'Listed by one who listens')).id),
      await requestSwap(t, requester, (await listReagent(t, silent, 'Listed by one who does not')).id),
    ];
    // Both owners are e-mailed (the e-mail row and the in-app entry are one statement): once both mails are there, so are the entries.
    await relayUntil(
      t.app,
      async () =>
        (await sql(`select 1 from mail_outbox where kind = 'swap-offer' and recipient_user_id in (?, ?)`, [listens.id, silent.id]))
          .length === 2,
    );
    expect((await list(listens)).items).toEqual([
      expect.objectContaining({ kind: 'swap-offer', title: 'New swap request', url: `/swap-request/${swapIds[0]}` }),
    ]);
    expect((await list(silent)).items).toEqual([]);
  });

  it('honours each channel of the kind’s row: in-app, e-mail and push apart', async () => {
    const member = await signedInAccount(t);
    await setFlags(t, member, { push_notifications: true });
    expect(await dispatch(member, 'listing-expiry')).toEqual({ email: 'queued', push: 'no-device', inApp: 'queued' });

    await setFlags(t, member, { in_app_expiry: false });
    expect(await dispatch(member, 'listing-expiry')).toEqual({ email: 'queued', push: 'no-device', inApp: 'opted-out' });

    await setFlags(t, member, { in_app_expiry: true, email_expiry: false, push_expiry: false });
    expect(await dispatch(member, 'listing-expiry')).toEqual({ email: 'opted-out', push: 'opted-out', inApp: 'queued' });

    // Matches have a row of their own; the e-mail master does not silence the notification centre.
    await setFlags(t, member, { email_notifications: false, in_app_matches: false });
    expect(await dispatch(member, 'request-match')).toMatchObject({ email: 'opted-out', inApp: 'opted-out' });
    expect(await dispatch(member, 'saved-search-match')).toMatchObject({ email: 'opted-out', inApp: 'opted-out' });
    expect(await dispatch(member, 'listing-expiry')).toMatchObject({ email: 'opted-out', inApp: 'queued' });
    // Swaps keep offers and responses apart.
    await setFlags(t, member, { in_app_swap_offers: false });
    expect(await dispatch(member, 'swap-offer')).toMatchObject({ inApp: 'opted-out' });
    expect(await dispatch(member, 'swap-response')).toMatchObject({ inApp: 'queued' });
    // Account mail and announcements never go to the notification centre.
    expect(await dispatch(member, 'account')).toMatchObject({ email: 'queued', inApp: 'opted-out' });
    expect(await dispatch(member, 'new-reagent')).toMatchObject({ inApp: 'opted-out' });

    expect((await list(member)).items).toHaveLength(4);
  });

  it('lists a notification once however often it is dispatched, and nothing for a suspended member', async () => {
    const member = await signedInAccount(t);
    const key = `test-in-app:${randomUUID()}`;
    expect((await dispatch(member, 'listing-expiry', 'Once', key)).inApp).toBe('queued');
    expect((await dispatch(member, 'listing-expiry', 'Once', key)).inApp).toBe('duplicate');
    await setFlags(t, member, { email_expiry: false }); // the entry alone, without an e-mail row to carry it
    expect((await dispatch(member, 'listing-expiry', 'Once', key)).inApp).toBe('duplicate');
    expect((await list(member)).items.map((n) => n.body)).toEqual(['Once']);

    const admin = await signedInAccount(t, { isAdmin: true });
    await t.http().post(`/api/admin/users/${member.id}/suspend`).set(auth(admin)).expect(200);
    expect((await dispatch(member, 'listing-expiry')).inApp).toBe('inactive');
  });

  it('pages newest first, marks one read and then all, and counts what is unread', async () => {
    const member = await signedInAccount(t);
    for (let i = 0; i < IN_APP_PAGE_SIZE + 2; i++) await dispatch(member, 'listing-expiry', `n${i}`);
    const first = await list(member);
    expect(first.items).toHaveLength(IN_APP_PAGE_SIZE);
    expect(first.items[0]!.body).toBe(`n${IN_APP_PAGE_SIZE + 1}`);
    expect(first.unread).toBe(IN_APP_PAGE_SIZE + 2);
    const second = await list(member, first.nextCursor!);
    expect(second.items.map((n) => n.body)).toEqual(['n1', 'n0']);
    expect(second.nextCursor).toBeNull();

    const newest = first.items[0]!;
    const marked = await t.http().post(`/api/notifications/${newest.id}/read`).set(auth(member)).expect(200);
    expect(marked.body).toEqual({ unread: IN_APP_PAGE_SIZE + 1 });
    // Again: still found, nothing changes.
    expect((await t.http().post(`/api/notifications/${newest.id}/read`).set(auth(member)).expect(200)).body).toEqual({
      unread: IN_APP_PAGE_SIZE + 1,
    });
    expect((await list(member)).items[0]!.readAt).not.toBeNull();

    expect((await t.http().post('/api/notifications/read-all').set(auth(member)).expect(200)).body).toEqual({ unread: 0 });
    expect(await unread(member)).toBe(0);
  });

  it('lists the entries of one batch newest first, in the order their events happened, whatever their ids', async () => {
    const member = await signedInAccount(t);
    // One relay batch is one transaction: its entries share now(). Enough of them that a random order would show.
    const names = Array.from({ length: 12 }, (_, i) => `batch-${i}`);
    await t.app.get(NotificationDispatcher).notifyMany(
      names.map((name) => ({
        dedupeKey: `test-in-app:${randomUUID()}`,
        kind: 'listing-expiry' as const,
        to: { userId: member.id },
        template: expiryTemplate,
        data: { name },
      })),
    );
    expect((await list(member)).items.map((n) => n.body)).toEqual(names.toReversed().slice(0, IN_APP_PAGE_SIZE));
  });

  it("never shows or touches another member's notifications: 404, and their count stays", async () => {
    const [owner, other] = [await signedInAccount(t), await signedInAccount(t)];
    await dispatch(owner, 'listing-expiry');
    const [theirs] = (await list(owner)).items;
    const res = await t.http().post(`/api/notifications/${theirs!.id}/read`).set(auth(other)).expect(404);
    expect(res.body.detail).toBe(IN_APP_MESSAGES.notFound);
    await t.http().post(`/api/notifications/not-a-uuid/read`).set(auth(other)).expect(404);
    await t.http().post('/api/notifications/read-all').set(auth(other)).expect(200);
    expect(await unread(owner)).toBe(1);
    expect((await list(other)).items).toEqual([]);
    await t.http().get('/api/notifications').expect(401);
    await t.http().get('/api/notifications/unread-count').expect(401);
  });
});

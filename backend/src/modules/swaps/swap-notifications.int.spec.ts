import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { relayUntil, withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import {
  approve,
  balanceOf,
  bearer,
  creditOffer,
  grantCredits,
  ledgerAudit,
  listReagent,
  member,
  outboxFor,
  requestSwap,
  sql,
  tag,
  type Member,
} from './testing/swaps.fixtures.js';

// Swap notifications (notifications/event-handlers/swap-*.ts), seen from outside: what the
// notifications module recorded in mail_outbox (the local outbox: subject and bodies kept) and
// push_deliveries (the push log, written even for a member without a device), under dedupe keys
// `<event type>:<swap id>:<at>:<recipient>`. Outcomes are read from the database, so it does not
// matter which test app's relay delivered an event.

const FAST_RETRIES = { EVENT_DELIVERY_BACKOFF_MS: '50' };

const nameOf = (who: Member) => `Test ${who.email.split('@')[0]}`;

interface MailRow {
  user_id: string;
  template: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  attempts: number;
}
interface PushRow {
  user_id: string;
  template: string;
  kind: string;
  title: string;
  body: string;
  url: string;
}

/** The e-mails and pushes recorded for one swap's events of one type. */
async function notificationsOf(t: TestApp, eventType: string, swapId: string) {
  const key = `${eventType}:${swapId}:%`;
  const [mails, pushes] = await Promise.all([
    sql<MailRow>(
      t,
      `select recipient_user_id as user_id, template, kind, subject, text, html, status, attempts from mail_outbox where dedupe_key like ?`,
      [key],
    ),
    sql<PushRow>(t, `select user_id, template, kind, title, body, url from push_deliveries where dedupe_key like ?`, [key]),
  ]);
  return { mails, pushes };
}

/** The notification subscribers' deliveries of one swap's events of one type. */
const deliveriesOf = (t: TestApp, eventType: string, swapId: string) =>
  sql<{ id: string; subscriber: string; status: string; attempts: number; last_error: string | null }>(
    t,
    `select d.id, d.subscriber, d.status, d.attempts, d.last_error
       from event_deliveries d join outbox o on o.id = d.outbox_id
      where o.event_type = ? and o.payload->>'swapId' = ? and d.subscriber like 'notifications.%'`,
    [eventType, swapId],
  );

/** Relays until the notification subscribers are done with the event, then returns what they recorded. */
async function delivered(t: TestApp, eventType: string, swapId: string) {
  await relayUntil(t.app, async () => {
    const rows = await deliveriesOf(t, eventType, swapId);
    return rows.length > 0 && rows.every((row) => row.status === 'done');
  });
  return notificationsOf(t, eventType, swapId);
}

const setFlags = (t: TestApp, who: Member, flags: Record<string, boolean>) =>
  sql(
    t,
    `update profiles set ${Object.keys(flags)
      .map((flag) => `${flag} = ?`)
      .join(', ')} where user_id = ?`,
    [...Object.values(flags), who.id],
  );

/** A member with the push master on (the default is off until a device subscribes), so pushes are logged. */
async function pushableMember(t: TestApp): Promise<Member> {
  const who = await member(t);
  await setFlags(t, who, { push_notifications: true });
  return who;
}

/**
 * An injected fault at the database: while a member is listed in test_blocked_notifications, any
 * app recording an e-mail or push for them fails (as a dropped connection or a full disk would).
 */
const blockable = {
  async install(t: TestApp) {
    await sql(
      t,
      `create table if not exists test_blocked_notifications (table_name text not null, user_id uuid not null, primary key (table_name, user_id))`,
    );
    await sql(
      t,
      `create or replace function test_block_notifications() returns trigger language plpgsql as $$
       begin
         if exists (select 1 from test_blocked_notifications
                     where table_name = tg_table_name and user_id = coalesce(to_jsonb(new)->>'recipient_user_id', to_jsonb(new)->>'user_id')::uuid) then
           raise exception 'injected fault: % for % cannot be recorded', tg_table_name, coalesce(to_jsonb(new)->>'recipient_user_id', to_jsonb(new)->>'user_id');
         end if;
         return new;
       end $$`,
    );
    for (const table of ['mail_outbox', 'push_deliveries']) {
      await sql(
        t,
        `create or replace trigger test_block_notifications before insert on ${table} for each row execute function test_block_notifications()`,
      );
    }
  },
  block: (t: TestApp, table: 'mail_outbox' | 'push_deliveries', who: Member) =>
    sql(t, `insert into test_blocked_notifications (table_name, user_id) values (?, ?) on conflict do nothing`, [table, who.id]),
  unblock: (t: TestApp, who: Member) => sql(t, `delete from test_blocked_notifications where user_id = ?`, [who.id]),
  async remove(t: TestApp) {
    for (const table of ['mail_outbox', 'push_deliveries']) await sql(t, `drop trigger if exists test_block_notifications on ${table}`);
  },
};

describe('swap notifications', () => {
  let t: TestApp;
  let owner: Member;
  let requester: Member;

  beforeAll(async () => {
    t = await createTestApp(FAST_RETRIES);
    [owner, requester] = await Promise.all([pushableMember(t), pushableMember(t)]);
    await grantCredits(t, requester.id, 500);
  }, 60_000);
  afterAll(() => t.close());

  const post = (who: Member, path: string, body: object = {}) => t.http().post(path).set(bearer(who.token)).send(body);
  const newSwap = async (credits = 40) => {
    const reagentName = `Acetone ${tag()}`;
    const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner, { name: reagentName }), credits));
    return { ...swap, reagentName };
  };

  it('a new request: a swap-offer e-mail and push to the owner naming who, which reagent, the offer and the link; nothing to the requester', async () => {
    const swap = await newSwap(40);
    const { mails, pushes } = await delivered(t, 'swaps.swap-requested', swap.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ user_id: owner.id, template: 'swap-requested', kind: 'swap-offer' });
    expect(mails[0]!.subject).toBe(`New swap request for ${swap.reagentName}`);
    for (const part of [
      `Hello ${nameOf(owner)},`,
      `${nameOf(requester)} (Test Lab, Test University) would like to swap for your reagent ${swap.reagentName}.`,
      'Offer: 40 credits',
      '"Could I have this for my assay?"',
      `/swap-request/${swap.id}`,
    ]) {
      expect(mails[0]!.text).toContain(part);
    }
    expect(mails[0]!.html).toContain(`/swap-request/${swap.id}"`);
    expect(pushes).toEqual([
      {
        user_id: owner.id,
        template: 'swap-requested',
        kind: 'swap-offer',
        title: 'New swap request',
        body: `${nameOf(requester)} would like ${swap.reagentName}. Offer: 40 credits`,
        url: `/swap-request/${swap.id}`,
      },
    ]);
  });

  it('a reagent offer is summarised by the offered reagent’s name and amount', async () => {
    const offeredName = `Ethanol ${tag()}`;
    const offered = await listReagent(t, requester, { name: offeredName, amount: '500', unit: 'mL' });
    const swap = await requestSwap(t, requester, {
      reagentId: await listReagent(t, owner),
      offer: { kind: 'reagent', reagentId: offered },
      message: 'A swap for a swap',
    });
    const { mails, pushes } = await delivered(t, 'swaps.swap-requested', swap.id);
    expect(mails[0]!.text).toContain(`Offer: ${offeredName} (500 mL)`);
    expect(pushes[0]!.body).toContain(`Offer: ${offeredName} (500 mL)`);
  });

  it('an edit tells the owner the new offer and message', async () => {
    const swap = await newSwap(40);
    await t
      .http()
      .patch(`/api/swaps/${swap.id}`)
      .set(bearer(requester.token))
      .send({ creditOffer: 55, message: 'I can offer a bit more' })
      .expect(200);
    const { mails, pushes } = await delivered(t, 'swaps.swap-edited', swap.id);
    expect(mails.map((m) => [m.user_id, m.template, m.kind])).toEqual([[owner.id, 'swap-edited', 'swap-offer']]);
    expect(mails[0]!.text).toContain('Offer: 55 credits');
    expect(mails[0]!.text).toContain('"I can offer a bit more"');
    expect(pushes.map((p) => p.user_id)).toEqual([owner.id]);
  });

  it('approval and rejection: a swap-response e-mail and push to the requester carrying the owner’s message', async () => {
    const approved = await newSwap(40);
    await approve(t, owner, approved.id, 'Come by on Monday').expect(200);
    const onApproval = await delivered(t, 'swaps.swap-approved', approved.id);
    expect(onApproval.mails.map((m) => [m.user_id, m.template, m.kind])).toEqual([[requester.id, 'swap-approved', 'swap-response']]);
    expect(onApproval.mails[0]!.subject).toBe(`Your swap request for ${approved.reagentName} was approved`);
    expect(onApproval.mails[0]!.text).toContain(`${nameOf(owner)} approved your swap request for ${approved.reagentName}.`);
    expect(onApproval.mails[0]!.text).toContain('"Come by on Monday"');
    expect(onApproval.mails[0]!.text).toContain('The 40 credits you offered are reserved');
    expect(onApproval.pushes).toEqual([
      expect.objectContaining({
        user_id: requester.id,
        title: 'Your swap request was approved',
        body: `${nameOf(owner)} approved your request for ${approved.reagentName}: Come by on Monday`,
        url: `/swap-request/${approved.id}`,
      }),
    ]);

    const rejected = await newSwap(20);
    await post(owner, `/api/swaps/${rejected.id}/reject`, { message: 'Promised to another lab' }).expect(200);
    const onRejection = await delivered(t, 'swaps.swap-rejected', rejected.id);
    expect(onRejection.mails.map((m) => [m.user_id, m.template, m.kind])).toEqual([[requester.id, 'swap-rejected', 'swap-response']]);
    expect(onRejection.mails[0]!.text).toContain('Their reason:\n"Promised to another lab"');
    expect(onRejection.pushes.map((p) => [p.user_id, p.title])).toEqual([[requester.id, 'Your swap request was rejected']]);
  });

  it('a cancellation reaches the other party: the owner when the requester cancels, the requester when the owner cancels', async () => {
    const byRequester = await newSwap();
    await post(requester, `/api/swaps/${byRequester.id}/cancel`).expect(200);
    const toOwner = await delivered(t, 'swaps.swap-cancelled', byRequester.id);
    expect(toOwner.mails.map((m) => [m.user_id, m.kind])).toEqual([[owner.id, 'swap-offer']]);
    expect(toOwner.mails[0]!.text).toContain(
      `${nameOf(requester)} cancelled their swap request for your reagent ${byRequester.reagentName}.`,
    );
    expect(toOwner.mails[0]!.text).not.toContain('Reason');
    expect(toOwner.pushes.map((p) => [p.user_id, p.title])).toEqual([[owner.id, 'Swap request cancelled']]);

    const byOwner = await newSwap();
    await approve(t, owner, byOwner.id).expect(200);
    await post(owner, `/api/swaps/${byOwner.id}/cancel`).expect(200);
    const toRequester = await delivered(t, 'swaps.swap-cancelled', byOwner.id);
    expect(toRequester.mails.map((m) => [m.user_id, m.kind])).toEqual([[requester.id, 'swap-response']]);
    expect(toRequester.mails[0]!.text).toContain(`${nameOf(owner)} cancelled your approved swap request for ${byOwner.reagentName}.`);
  });

  it('completion tells the owner the swap is complete and the credits arrived', async () => {
    const swap = await newSwap(35);
    await approve(t, owner, swap.id).expect(200);
    await post(requester, `/api/swaps/${swap.id}/complete`).expect(200);
    const { mails, pushes } = await delivered(t, 'swaps.swap-completed', swap.id);
    expect(mails.map((m) => [m.user_id, m.template, m.kind])).toEqual([[owner.id, 'swap-completed', 'swap-offer']]);
    expect(mails[0]!.text).toContain(`${nameOf(requester)} confirmed receiving ${swap.reagentName}, so the swap is complete.`);
    expect(mails[0]!.text).toContain('35 credits were transferred to your account.');
    expect(pushes.map((p) => [p.user_id, p.title])).toEqual([[owner.id, 'Swap request completed']]);
  });

  it('the system’s cancellation (the reagent went to another member) reaches both parties, saying why', async () => {
    const rival = await pushableMember(t);
    await grantCredits(t, rival.id, 100);
    const reagentId = await listReagent(t, owner);
    const winner = await requestSwap(t, requester, creditOffer(reagentId, 30));
    const loser = await requestSwap(t, rival, creditOffer(reagentId, 25));
    await approve(t, owner, winner.id).expect(200);
    await post(requester, `/api/swaps/${winner.id}/complete`).expect(200);

    const { mails, pushes } = await delivered(t, 'swaps.swap-cancelled', loser.id);
    expect(mails.map((m) => [m.user_id, m.kind]).sort()).toEqual(
      [
        [rival.id, 'swap-response'],
        [owner.id, 'swap-offer'],
      ].sort(),
    );
    for (const mail of mails) expect(mail.text).toContain(`Reason: ${SWAP_MESSAGES.reagentTaken}.`);
    expect(mails.find((m) => m.user_id === rival.id)!.text).toContain('Your swap request for');
    expect(mails.find((m) => m.user_id === owner.id)!.text).toContain(`The swap request from ${nameOf(rival)} for your reagent`);
    expect(pushes.map((p) => p.user_id).sort()).toEqual([rival.id, owner.id].sort());
  });

  it('a member who leaves: the one who stays is told why; the suspended member gets nothing', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const leaving = await pushableMember(t);
    await grantCredits(t, leaving.id, 100);
    const swap = await requestSwap(t, leaving, creditOffer(await listReagent(t, owner), 20));
    await post(admin, `/api/admin/users/${leaving.id}/suspend`).expect(200);
    const { mails, pushes } = await delivered(t, 'swaps.swap-cancelled', swap.id);
    expect(mails.map((m) => m.user_id)).toEqual([owner.id]);
    expect(mails[0]!.text).toContain(`Reason: ${SWAP_MESSAGES.memberLeft}.`);
    expect(pushes.map((p) => p.user_id)).toEqual([owner.id]);
  });

  it('an event queued before swap events carried their parties (an upgrade) is delivered all the same, reading them back', async () => {
    const swap = await newSwap(40);
    const carried = await delivered(t, 'swaps.swap-requested', swap.id);
    const [payload] = await outboxFor(t, 'swaps.swap-requested', swap.id);
    expect(payload!.parties.owner).toMatchObject({ userId: owner.id, email: owner.email, approvalStatus: 'approved', isSuspended: false });
    expect(payload!.parties.requester).toMatchObject({ userId: requester.id, labName: 'Test Lab', university: 'Test University' });
    expect(payload!.offeredReagent).toBeNull();

    const { parties: _parties, offeredReagent: _offered, ...oldShaped } = payload!;
    const at = new Date(Date.parse(payload!.at) + 1000).toISOString();
    await sql(t, `insert into outbox (event_type, payload) values ('swaps.swap-requested', ?::jsonb)`, [
      JSON.stringify({ ...oldShaped, at }),
    ]);
    const { mails, pushes } = await delivered(t, 'swaps.swap-requested', swap.id);
    expect(mails).toHaveLength(2);
    expect(pushes).toHaveLength(2);
    // The same e-mail and push, whichever way the parties were found (sending may still be under way: status aside).
    const content = ({ status: _status, attempts: _attempts, ...rest }: MailRow) => rest;
    expect(mails.map(content)).toEqual([content(carried.mails[0]!), content(carried.mails[0]!)]);
    expect(pushes).toEqual([carried.pushes[0], carried.pushes[0]]);
  });

  it('preferences: a type switched off, or a master switch off, means none of that kind', async () => {
    const noOffers = await pushableMember(t);
    await setFlags(t, noOffers, { notify_swap_offers: false, push_swap_offers: false });
    const mastersOff = await member(t);
    await setFlags(t, mastersOff, { email_notifications: false, push_notifications: false });
    for (const who of [noOffers, mastersOff]) {
      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, who)));
      expect(await delivered(t, 'swaps.swap-requested', swap.id)).toEqual({ mails: [], pushes: [] });
    }

    // Offers off does not silence responses, and the e-mail flag alone leaves the push on.
    const wantsPushOnly = await pushableMember(t);
    await setFlags(t, wantsPushOnly, { notify_swap_responses: false, notify_swap_offers: false });
    await grantCredits(t, wantsPushOnly.id, 100);
    const swap = await requestSwap(t, wantsPushOnly, creditOffer(await listReagent(t, noOffers)));
    await approve(t, noOffers, swap.id).expect(200);
    const { mails, pushes } = await delivered(t, 'swaps.swap-approved', swap.id);
    expect(mails).toEqual([]);
    expect(pushes.map((p) => [p.user_id, p.kind])).toEqual([[wantsPushOnly.id, 'swap-response']]);
  });
});

describe('a failed notification never fails the swap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(FAST_RETRIES);
    await blockable.install(t);
  });
  afterAll(async () => {
    await blockable.remove(t);
    await t.close();
  });

  it('the request stands; the failure is logged as the spec words it and retried until the owner is notified, once', async () => {
    const [owner, requester] = [await pushableMember(t), await member(t)];
    await grantCredits(t, requester.id, 100);
    const reagentId = await listReagent(t, owner);
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      await blockable.block(t, 'mail_outbox', owner);
      const res = await t.http().post('/api/swaps').set(bearer(requester.token)).send(creditOffer(reagentId, 40)).expect(201);
      expect(res.body).toMatchObject({ created: true, message: SWAP_MESSAGES.created, swap: { status: 'pending' } });
      const swapId = res.body.swap.id as string;

      const failed = await relayUntil(t.app, async () => {
        const logged = errors.mock.calls.some(([message]) => String(message).startsWith(`${SWAP_MESSAGES.notifyFailed} (swap ${swapId}`));
        const [delivery] = await deliveriesOf(t, 'swaps.swap-requested', swapId);
        return logged && delivery?.status === 'pending' && delivery.attempts >= 1 && delivery;
      });
      expect(failed.last_error).toContain('injected fault');
      expect((await t.http().get(`/api/swaps/${swapId}`).set(bearer(owner.token)).expect(200)).body.status).toBe('pending');
      expect(await notificationsOf(t, 'swaps.swap-requested', swapId)).toEqual({ mails: [], pushes: [] });

      await blockable.unblock(t, owner);
      const { mails, pushes } = await delivered(t, 'swaps.swap-requested', swapId);
      expect(mails.map((m) => m.user_id)).toEqual([owner.id]);
      expect(pushes.map((p) => p.user_id)).toEqual([owner.id]);
    } finally {
      errors.mockRestore();
      await blockable.unblock(t, owner);
    }
  });
});

describe('the process dies between a swap transition and its notification (fault test)', () => {
  const after: TestApp[] = [];
  afterAll(async () => {
    for (const app of after) await app.close();
  });

  /** Makes the notification subscribers' deliveries of this event pending again: the event arrives a second time. */
  const redeliver = (t: TestApp, eventType: string, swapId: string) =>
    sql(
      t,
      `update event_deliveries d set status = 'pending', next_attempt_at = now(), done_at = null
         from outbox o where o.id = d.outbox_id and o.event_type = ? and o.payload->>'swapId' = ? and d.subscriber like 'notifications.%'`,
      [eventType, swapId],
    );

  it('the approval committed, then the process died before any subscriber ran: after the restart the requester is notified exactly once', async () => {
    const dying = await withoutRelay(() => createTestApp(FAST_RETRIES));
    const [owner, requester] = [await pushableMember(dying), await pushableMember(dying)];
    await grantCredits(dying, requester.id, 100);
    const swap = await requestSwap(dying, requester, creditOffer(await listReagent(dying, owner), 40));
    await approve(dying, owner, swap.id, 'Yours').expect(200);
    await dying.close(); // the crash: its relay never ran

    const restarted = await createTestApp(FAST_RETRIES);
    after.push(restarted);
    await delivered(restarted, 'swaps.swap-approved', swap.id);
    await redeliver(restarted, 'swaps.swap-approved', swap.id); // and the event arrives once more
    const { mails, pushes } = await relayUntil(restarted.app, async () => {
      const sent = await delivered(restarted, 'swaps.swap-approved', swap.id);
      return sent.mails[0]?.status === 'delivered' && sent;
    });
    expect(mails.map((m) => [m.user_id, m.status, m.attempts])).toEqual([[requester.id, 'delivered', 1]]);
    expect(pushes.map((p) => p.user_id)).toEqual([requester.id]);

    // The swap and the ledger agree: approved, its 40 credits held, the audit clean.
    expect((await sql(restarted, `select status from swap_requests where id = ?`, [swap.id]))[0]!.status).toBe('approved');
    expect(await balanceOf(restarted, requester.id)).toMatchObject({ balanceCents: 10_000, reservedCents: 4_000, availableCents: 6_000 });
    expect((await ledgerAudit(restarted, [requester.id, owner.id])).ok).toBe(true);
  });

  it('the subscriber recorded the e-mail, then failed before the push (the process died): after the restart, one e-mail and one push', async () => {
    const dying = await createTestApp(FAST_RETRIES);
    await blockable.install(dying);
    const [owner, requester] = [await pushableMember(dying), await pushableMember(dying)];
    try {
      await grantCredits(dying, requester.id, 100);
      const swap = await requestSwap(dying, requester, creditOffer(await listReagent(dying, owner), 40));
      await approve(dying, owner, swap.id).expect(200);
      await delivered(dying, 'swaps.swap-approved', swap.id);

      await blockable.block(dying, 'push_deliveries', owner);
      await dying.http().post(`/api/swaps/${swap.id}/complete`).set(bearer(requester.token)).expect(200);
      // The completion's e-mail to the owner is recorded; its push is not, so the delivery failed and waits for a retry.
      await relayUntil(dying.app, async () => {
        const [delivery] = await deliveriesOf(dying, 'swaps.swap-completed', swap.id);
        const { mails } = await notificationsOf(dying, 'swaps.swap-completed', swap.id);
        return delivery?.status === 'pending' && delivery.attempts >= 1 && mails.length === 1;
      });
      await dying.close(); // the crash, with the delivery half done
      await blockable.unblock(dying, owner);

      const restarted = await createTestApp(FAST_RETRIES);
      after.push(restarted);
      const { mails, pushes } = await relayUntil(restarted.app, async () => {
        const sent = await delivered(restarted, 'swaps.swap-completed', swap.id);
        return sent.mails[0]?.status === 'delivered' && sent;
      });
      expect(mails.map((m) => [m.user_id, m.template, m.attempts])).toEqual([[owner.id, 'swap-completed', 1]]);
      expect(pushes.map((p) => [p.user_id, p.template])).toEqual([[owner.id, 'swap-completed']]);
      const [delivery] = await deliveriesOf(restarted, 'swaps.swap-completed', swap.id);
      expect(delivery!.attempts).toBeGreaterThanOrEqual(2);

      // Completed, 40 credits moved from the requester to the owner, the audit clean.
      expect((await sql(restarted, `select status from swap_requests where id = ?`, [swap.id]))[0]!.status).toBe('completed');
      expect(await balanceOf(restarted, requester.id)).toMatchObject({ balanceCents: 6_000, reservedCents: 0 });
      expect(await balanceOf(restarted, owner.id)).toMatchObject({ balanceCents: 4_000, reservedCents: 0 });
      expect((await ledgerAudit(restarted, [requester.id, owner.id])).ok).toBe(true);
    } finally {
      const cleanup = after.at(-1) ?? dying;
      await blockable.unblock(cleanup, owner);
      await blockable.remove(cleanup);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { CATALOG_MESSAGES, SWAP_MESSAGES } from '@reagentswap/contracts';
import { relayUntil } from '../../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
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
  type Member,
} from '../testing/swaps.fixtures.js';

describe('swaps API', () => {
  let t: TestApp;
  let requester: Member;
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [requester, owner, stranger] = await Promise.all([member(t), member(t), member(t)]);
    await grantCredits(t, requester.id, 200);
  }, 60_000);
  afterAll(() => t.close());

  const post = (who: Member, path: string, body: object = {}) => t.http().post(path).set(bearer(who.token)).send(body);
  const reagentAvailable = async (id: string) => (await sql(t, `select is_available from reagents where id = ?`, [id]))[0].is_available;

  describe('create', () => {
    it('stores a pending credit offer, its audit line and a SwapRequested event, and engages the reagent', async () => {
      const reagentId = await listReagent(t, owner);
      const res = await post(requester, '/api/swaps', creditOffer(reagentId, 40)).expect(201);
      expect(res.body).toMatchObject({ created: true, message: SWAP_MESSAGES.created });
      const swap = res.body.swap;
      expect(swap).toMatchObject({
        status: 'pending',
        offerKind: 'credits',
        creditOffer: 40,
        offeredReagent: null,
        reagent: { id: reagentId, ownerId: owner.id },
        requester: { id: requester.id, university: 'Test University', labName: 'Test Lab' },
        timeline: [{ action: 'requested', from: null, to: 'pending', actor: { id: requester.id } }],
      });
      expect(await outboxFor(t, 'swaps.swap-requested', swap.id)).toEqual([
        expect.objectContaining({ requesterId: requester.id, ownerId: owner.id, creditOffer: 40, reagentId }),
      ]);
      // Nothing is reserved before the owner approves.
      expect(await balanceOf(t, requester.id)).toMatchObject({ reservedCents: 0 });
      // Spec §5: a reagent with pending swap requests cannot be removed.
      const removal = await t.http().post(`/api/reagents/${reagentId}/remove`).set(bearer(owner.token)).expect(409);
      expect(removal.body.detail).toBe(CATALOG_MESSAGES.engaged);
    });

    it('opens the existing request instead of a duplicate, and answers a double submit with the first', async () => {
      const reagentId = await listReagent(t, owner);
      const id = randomUUID();
      const first = await post(requester, '/api/swaps', creditOffer(reagentId, 40, { id })).expect(201);
      const again = await post(requester, '/api/swaps', creditOffer(reagentId, 40, { id })).expect(200);
      expect(again.body).toMatchObject({ created: false, message: SWAP_MESSAGES.alreadyProcessing, swap: { id } });
      const duplicate = await post(requester, '/api/swaps', creditOffer(reagentId, 55)).expect(200);
      expect(duplicate.body).toMatchObject({ created: false, message: SWAP_MESSAGES.duplicate, swap: { id: first.body.swap.id } });
      expect(await sql(t, `select 1 from swap_requests where reagent_id = ?`, [reagentId])).toHaveLength(1);
    });

    it('racing submits for one reagent create one request (the unique index decides)', async () => {
      const reagentId = await listReagent(t, owner);
      const results = await Promise.all(Array.from({ length: 6 }, () => post(requester, '/api/swaps', creditOffer(reagentId, 20))));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.swap.id)).size).toBe(1);
    });

    it('refuses what the spec and design.md §5 refuse, with their messages', async () => {
      const reagentId = await listReagent(t, owner);
      const detail = async (who: Member, body: object, status: number) => (await post(who, '/api/swaps', body).expect(status)).body.detail;
      expect(await detail(owner, creditOffer(reagentId), 409)).toBe(SWAP_MESSAGES.ownReagent);
      expect(await detail(requester, creditOffer(reagentId, 12), 400)).toBe(SWAP_MESSAGES.creditOfferRange);
      expect(await detail(requester, creditOffer(reagentId, 105), 400)).toBe(SWAP_MESSAGES.creditOfferRange);
      expect(await detail(requester, creditOffer(reagentId, 5), 400)).toBe(SWAP_MESSAGES.creditOfferRange);
      expect(await detail(requester, creditOffer(reagentId, 40, { message: '   ' }), 400)).toBe(SWAP_MESSAGES.messageRequired);
      expect(await detail(requester, { ...creditOffer(reagentId), offer: { kind: 'reagent' } }, 400)).toBe(SWAP_MESSAGES.chooseReagent);
      // The stranger has no credits: 'You don't have enough credits for this offer. Required: {n}'.
      expect(await detail(stranger, creditOffer(reagentId, 30), 409)).toBe(SWAP_MESSAGES.notEnoughForOffer(30));
      // Someone else's listing cannot be offered.
      const othersListing = await listReagent(t, stranger);
      expect(await detail(requester, { ...creditOffer(reagentId), offer: { kind: 'reagent', reagentId: othersListing } }, 400)).toBe(
        SWAP_MESSAGES.offeredNotYours,
      );
      await t.http().post(`/api/reagents/${othersListing}/remove`).set(bearer(stranger.token)).expect(200);
      expect(await detail(requester, creditOffer(othersListing), 409)).toBe(SWAP_MESSAGES.reagentUnavailable);
      expect(await sql(t, `select 1 from swap_requests where reagent_id = ?`, [reagentId])).toHaveLength(0);
    });

    it('copies a hand-described reagent into the offered-reagent record', async () => {
      const reagentId = await listReagent(t, owner);
      const swap = await requestSwap(t, requester, {
        reagentId,
        offer: { kind: 'reagent', manual: { name: ' Tris buffer ', amount: '500', unit: 'mL', description: 'x'.repeat(150) } },
        message: 'A trade?',
      });
      expect(swap).toMatchObject({
        offerKind: 'reagent',
        creditOffer: null,
        offeredReagent: { sourceReagentId: null, name: 'Tris buffer', amount: 500, unit: 'mL', catalogNumber: null },
      });
    });
  });

  describe('approve', () => {
    it('reserves the offer, posts the owner message to the requester and returns the messaging redirect', async () => {
      const reagentId = await listReagent(t, owner);
      const swap = await requestSwap(t, requester, creditOffer(reagentId, 35));
      const before = await balanceOf(t, requester.id);
      const res = await approve(t, owner, swap.id, 'Come by on Monday').expect(200);
      expect(res.body).toMatchObject({
        swap: {
          status: 'approved',
          timeline: [{ action: 'requested' }, { action: 'approved', actor: { id: owner.id }, note: 'Come by on Monday' }],
        },
        redirectToMessages: { userId: requester.id, reagentId },
      });
      expect(await balanceOf(t, requester.id)).toMatchObject({
        reservedCents: before.reservedCents + 3500,
        balanceCents: before.balanceCents,
      });
      const messages = await sql(t, `select sender_id, recipient_id, reagent_id, content, payload from messages where reagent_id = ?`, [
        reagentId,
      ]);
      expect(messages).toEqual([
        {
          sender_id: owner.id,
          recipient_id: requester.id,
          reagent_id: reagentId,
          content: 'Come by on Monday',
          payload: { text: 'View Swap Request', url: `/swap-request/${swap.id}`, type: 'primary' },
        },
      ]);
      expect(await outboxFor(t, 'swaps.swap-approved', swap.id)).toHaveLength(1);
      // Approving twice is an illegal transition.
      expect((await approve(t, owner, swap.id).expect(409)).body.detail).toBe(SWAP_MESSAGES.notPending('approved'));
    });

    it('needs a message, and only the owner may approve', async () => {
      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner), 10));
      expect((await approve(t, owner, swap.id, '  ').expect(400)).body.detail).toBe(SWAP_MESSAGES.approvalMessageRequired);
      expect((await approve(t, requester, swap.id).expect(403)).body.detail).toBe(SWAP_MESSAGES.onlyOwnerDecides);
    });

    it('is refused clearly, with nothing written, when the requester can no longer afford the offer', async () => {
      const poor = await member(t);
      await grantCredits(t, poor.id, 60);
      const [a, b] = [await listReagent(t, owner), await listReagent(t, owner)];
      const first = await requestSwap(t, poor, creditOffer(a, 50));
      const second = await requestSwap(t, poor, creditOffer(b, 50));
      await approve(t, owner, first.id).expect(200);
      const refused = await approve(t, owner, second.id).expect(409);
      expect(refused.body).toMatchObject({ detail: SWAP_MESSAGES.noLongerAffordable(10), code: 'INSUFFICIENT_CREDITS' });
      const after = await t.http().get(`/api/swaps/${second.id}`).set(bearer(owner.token)).expect(200);
      expect(after.body.status).toBe('pending');
      expect(after.body.timeline).toHaveLength(1);
      expect(await sql(t, `select 1 from messages where reagent_id = ?`, [b])).toHaveLength(0);
      expect(await balanceOf(t, poor.id)).toMatchObject({ balanceCents: 6000, reservedCents: 5000 });
    });
  });

  describe('names', () => {
    it('names each party by username and by display name, in the list, the detail and the history (one person, one name)', async () => {
      const profileOf = async (m: Member) =>
        (
          await sql<{ username: string; display_username: string }>(
            t,
            `select username, display_username from profiles where user_id = ?`,
            [m.id],
          )
        )[0];
      const [asked, asker] = [await profileOf(owner), await profileOf(requester)];
      expect(asker.display_username).toBeTruthy();
      expect(asker.display_username).not.toBe(asker.username);

      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner)));
      const parties = {
        requester: { id: requester.id, username: asker.username, displayName: asker.display_username },
        owner: { id: owner.id, username: asked.username, displayName: asked.display_username },
      };
      expect(swap).toMatchObject({ ...parties, timeline: [{ actor: { username: asker.username, displayName: asker.display_username } }] });
      const list = await t.http().get('/api/swaps').query({ box: 'received', section: 'pending' }).set(bearer(owner.token)).expect(200);
      expect(list.body.items.find((item: { id: string }) => item.id === swap.id)).toMatchObject(parties);
    });
  });

  describe('reject, cancel, edit', () => {
    it('the owner rejects with a reason; the reagent is free again', async () => {
      const reagentId = await listReagent(t, owner);
      const swap = await requestSwap(t, requester, creditOffer(reagentId));
      expect((await post(owner, `/api/swaps/${swap.id}/reject`, { message: '' }).expect(400)).body.detail).toBe(SWAP_MESSAGES.rejectReason);
      const res = await post(owner, `/api/swaps/${swap.id}/reject`, { message: 'Promised to a colleague' }).expect(200);
      expect(res.body).toMatchObject({ status: 'rejected', timeline: [{}, { action: 'rejected', note: 'Promised to a colleague' }] });
      expect(await outboxFor(t, 'swaps.swap-rejected', swap.id)).toHaveLength(1);
      await t.http().post(`/api/reagents/${reagentId}/remove`).set(bearer(owner.token)).expect(200);
    });

    it("the rejection reason reaches the requester's messages, as an approval's message does ('Reject & Send Message')", async () => {
      const reagentId = await listReagent(t, owner);
      const swap = await requestSwap(t, requester, creditOffer(reagentId));
      // A refused rejection (no reason) posts nothing.
      await post(owner, `/api/swaps/${swap.id}/reject`, { message: '   ' }).expect(400);
      expect(await sql(t, `select 1 from messages where reagent_id = ?`, [reagentId])).toHaveLength(0);

      await post(owner, `/api/swaps/${swap.id}/reject`, { message: '  Promised to a colleague, sorry ' }).expect(200);
      const conversation = await t
        .http()
        .get(`/api/messages/conversations/${owner.id}`)
        .query({ reagentId })
        .set(bearer(requester.token))
        .expect(200);
      expect(conversation.body.items).toEqual([
        expect.objectContaining({
          senderId: owner.id,
          recipientId: requester.id,
          reagentId,
          content: 'Promised to a colleague, sorry',
          payload: { text: 'View Swap Request', url: `/swap-request/${swap.id}`, type: 'primary' },
        }),
      ]);
      // A second decision is refused and posts nothing more.
      await post(owner, `/api/swaps/${swap.id}/reject`, { message: 'Again' }).expect(409);
      expect(await sql(t, `select 1 from messages where reagent_id = ?`, [reagentId])).toHaveLength(1);
    });

    it('cancelling an approved swap releases its reservation; a cancelled swap cannot be cancelled again', async () => {
      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner), 25));
      await approve(t, owner, swap.id).expect(200);
      const reserved = (await balanceOf(t, requester.id)).reservedCents;
      const res = await post(owner, `/api/swaps/${swap.id}/cancel`).expect(200);
      expect(res.body.status).toBe('cancelled');
      expect((await balanceOf(t, requester.id)).reservedCents).toBe(reserved - 2500);
      expect(await outboxFor(t, 'swaps.swap-cancelled', swap.id)).toEqual([expect.objectContaining({ by: 'owner' })]);
      expect((await post(requester, `/api/swaps/${swap.id}/cancel`).expect(409)).body.detail).toBe(
        SWAP_MESSAGES.notCancellable('cancelled'),
      );
    });

    it('only the requester cancels a pending request', async () => {
      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner)));
      expect((await post(owner, `/api/swaps/${swap.id}/cancel`).expect(403)).body.detail).toBe(SWAP_MESSAGES.noCancelPermission);
      await post(requester, `/api/swaps/${swap.id}/cancel`).expect(200);
    });

    it('the requester edits the offer and message of a pending request; nobody else may', async () => {
      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner), 40));
      const edit = (who: Member, body: object) => t.http().patch(`/api/swaps/${swap.id}`).set(bearer(who.token)).send(body);
      expect((await edit(requester, { creditOffer: 65, message: ' ' }).expect(400)).body.detail).toBe(SWAP_MESSAGES.editMessageRequired);
      expect((await edit(requester, { creditOffer: 0, message: 'x' }).expect(400)).body.detail).toBe(SWAP_MESSAGES.creditOfferRange);
      expect((await edit(owner, { message: 'mine now' }).expect(403)).body.detail).toBe(SWAP_MESSAGES.noUpdatePermission);
      const res = await edit(requester, { creditOffer: 65, message: 'Raised my offer' }).expect(200);
      expect(res.body).toMatchObject({ creditOffer: 65, message: 'Raised my offer', timeline: [{}, { action: 'edited' }] });
      await approve(t, owner, swap.id).expect(200);
      expect((await edit(requester, { message: 'too late' }).expect(409)).body.detail).toBe(SWAP_MESSAGES.notPending('approved'));
    });
  });

  describe('complete', () => {
    it('moves the reserved credits to the owner once, marks the reagents unavailable and cancels other open swaps on them', async () => {
      const seller = await member(t);
      const buyer = await member(t);
      const rival = await member(t);
      await grantCredits(t, buyer.id, 100);
      await grantCredits(t, rival.id, 100);
      const wanted = await listReagent(t, seller);
      const buyersListing = await listReagent(t, buyer);
      const swap = await requestSwap(t, buyer, creditOffer(wanted, 40));
      const rivalSwap = await requestSwap(t, rival, creditOffer(wanted, 30));
      await approve(t, seller, rivalSwap.id).expect(200);
      // A second swap offering the buyer's own listing elsewhere: it goes when that listing goes.
      const barter = await requestSwap(t, buyer, {
        reagentId: await listReagent(t, rival),
        offer: { kind: 'reagent', reagentId: buyersListing },
        message: 'Trade?',
      });
      await approve(t, seller, swap.id).expect(200);

      expect((await post(seller, `/api/swaps/${swap.id}/complete`).expect(403)).body.detail).toBe(SWAP_MESSAGES.onlyRequesterCompletes);
      await post(seller, `/api/swaps/${swap.id}/ship`).expect(200);
      const done = await post(buyer, `/api/swaps/${swap.id}/complete`).expect(200);
      expect(done.body).toMatchObject({ status: 'completed', shippedAt: expect.any(String) });
      expect(done.body.timeline.map((e: { action: string }) => e.action)).toEqual(['requested', 'approved', 'shipped', 'completed']);
      await post(buyer, `/api/swaps/${swap.id}/complete`).expect(200);

      expect(await balanceOf(t, buyer.id)).toMatchObject({ balanceCents: 6000, reservedCents: 0 });
      expect(await balanceOf(t, seller.id)).toMatchObject({ balanceCents: 4000 });
      // The rival's approved swap on the same reagent is cancelled by the system and its credits released.
      const rivalAfter = await t.http().get(`/api/swaps/${rivalSwap.id}`).set(bearer(rival.token)).expect(200);
      expect(rivalAfter.body).toMatchObject({ status: 'cancelled' });
      expect(rivalAfter.body.timeline.at(-1)).toMatchObject({ action: 'cancelled', actor: null, note: SWAP_MESSAGES.reagentTaken });
      expect(await balanceOf(t, rival.id)).toMatchObject({ balanceCents: 10000, reservedCents: 0 });
      expect(await outboxFor(t, 'swaps.swap-cancelled', rivalSwap.id)).toEqual([expect.objectContaining({ by: 'system' })]);
      expect(await reagentAvailable(wanted)).toBe(false);
      expect(await outboxFor(t, 'swaps.swap-completed', swap.id)).toHaveLength(1);
      // The barter offered nothing that was taken: it stays open.
      expect((await t.http().get(`/api/swaps/${barter.id}`).set(bearer(buyer.token)).expect(200)).body.status).toBe('pending');
      // Every ledger line of the swap carries its id (the credit history links it).
      const lines = await sql(t, `select type from ledger_events where correlation_id = ? order by account_id, sequence`, [swap.id]);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect((await ledgerAudit(t, [buyer.id, seller.id, rival.id])).ok).toBe(true);
    });

    it('a reagent swap marks the offered listing unavailable too, and moves no credits', async () => {
      const seller = await member(t);
      const buyer = await member(t);
      const wanted = await listReagent(t, seller);
      const offered = await listReagent(t, buyer);
      const swap = await requestSwap(t, buyer, { reagentId: wanted, offer: { kind: 'reagent', reagentId: offered }, message: 'Trade?' });
      expect(swap.offeredReagent).toMatchObject({ sourceReagentId: offered });
      await approve(t, seller, swap.id).expect(200);
      await post(buyer, `/api/swaps/${swap.id}/complete`).expect(200);
      expect(await reagentAvailable(wanted)).toBe(false);
      expect(await reagentAvailable(offered)).toBe(false);
      expect(await balanceOf(t, seller.id)).toMatchObject({ balanceCents: 0 });
    });

    it('a listing offered in one swap and taken by another: the offering swap is withdrawn', async () => {
      const holder = await member(t);
      const taker = await member(t);
      const third = await member(t);
      await grantCredits(t, taker.id, 100);
      const listing = await listReagent(t, holder);
      const offering = await requestSwap(t, holder, {
        reagentId: await listReagent(t, third),
        offer: { kind: 'reagent', reagentId: listing },
        message: 'Trade?',
      });
      const taking = await requestSwap(t, taker, creditOffer(listing, 10));
      await approve(t, holder, taking.id).expect(200);
      await post(taker, `/api/swaps/${taking.id}/complete`).expect(200);
      const after = await t.http().get(`/api/swaps/${offering.id}`).set(bearer(holder.token)).expect(200);
      expect(after.body).toMatchObject({ status: 'cancelled' });
      expect(after.body.timeline.at(-1)).toMatchObject({ actor: null, note: SWAP_MESSAGES.reagentTaken });
    });

    it('a pending swap cannot be completed', async () => {
      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner)));
      expect((await post(requester, `/api/swaps/${swap.id}/complete`).expect(409)).body.detail).toBe(SWAP_MESSAGES.notApproved('pending'));
    });
  });

  describe('a member who leaves', () => {
    it('a suspended member’s open swaps, both ways, are cancelled by the system with their credits released', async () => {
      const admin = await signedInAccount(t, { isAdmin: true });
      const leaving = await member(t);
      const buyer = await member(t);
      await grantCredits(t, buyer.id, 100);
      await grantCredits(t, leaving.id, 100);
      const asOwner = await requestSwap(t, buyer, creditOffer(await listReagent(t, leaving), 30));
      await approve(t, leaving, asOwner.id).expect(200);
      const asRequester = await requestSwap(t, leaving, creditOffer(await listReagent(t, buyer), 20));
      expect(await balanceOf(t, buyer.id)).toMatchObject({ reservedCents: 3000 });

      await post(admin, `/api/admin/users/${leaving.id}/suspend`).expect(200);
      const statusOf = async (id: string) => (await sql(t, `select status from swap_requests where id = ?`, [id]))[0].status as string;
      await relayUntil(t.app, async () => (await statusOf(asOwner.id)) === 'cancelled' && (await statusOf(asRequester.id)) === 'cancelled');

      expect(await balanceOf(t, buyer.id)).toMatchObject({ balanceCents: 10000, reservedCents: 0 });
      const seen = await t.http().get(`/api/swaps/${asOwner.id}`).set(bearer(buyer.token)).expect(200);
      expect(seen.body.timeline.at(-1)).toMatchObject({ action: 'cancelled', actor: null, note: SWAP_MESSAGES.memberLeft });
      expect(await outboxFor(t, 'swaps.swap-cancelled', asRequester.id)).toEqual([expect.objectContaining({ by: 'system' })]);
      expect((await ledgerAudit(t, [buyer.id, leaving.id])).ok).toBe(true);
    });
  });

  describe('permissions and lists', () => {
    it('a third member gets 404 with the not-found text on every endpoint of a swap that is not theirs', async () => {
      const swap = await requestSwap(t, requester, creditOffer(await listReagent(t, owner)));
      const auth = bearer(stranger.token);
      const calls = [
        t.http().get(`/api/swaps/${swap.id}`).set(auth),
        t.http().patch(`/api/swaps/${swap.id}`).set(auth).send({ message: 'x' }),
        t.http().post(`/api/swaps/${swap.id}/approve`).set(auth).send({ message: 'x' }),
        t.http().post(`/api/swaps/${swap.id}/reject`).set(auth).send({ message: 'x' }),
        t.http().post(`/api/swaps/${swap.id}/cancel`).set(auth),
        t.http().post(`/api/swaps/${swap.id}/ship`).set(auth),
        t.http().post(`/api/swaps/${swap.id}/complete`).set(auth),
      ];
      for (const res of await Promise.all(calls)) {
        expect([res.status, res.body.detail]).toEqual([404, SWAP_MESSAGES.notFound]);
      }
      const list = await t.http().get('/api/swaps').query({ box: 'received', section: 'pending' }).set(auth).expect(200);
      expect(list.body.items.map((s: { id: string }) => s.id)).not.toContain(swap.id);
      expect((await t.http().get(`/api/swaps/${randomUUID()}`).set(auth).expect(404)).body.detail).toBe(SWAP_MESSAGES.notFound);
      expect((await t.http().get('/api/swaps/not-a-uuid').set(auth).expect(404)).body.detail).toBe(SWAP_MESSAGES.notFound);
    });

    it('signed out: the spec message on create, 401 elsewhere', async () => {
      const res = await t.http().post('/api/swaps').send(creditOffer(randomUUID())).expect(401);
      expect(res.body.detail).toBe(SWAP_MESSAGES.signInToCreate);
    });

    it('lists received and sent requests in Pending and Past sections, with counts', async () => {
      const a = await member(t);
      const b = await member(t);
      await grantCredits(t, a.id, 100);
      const pending = await requestSwap(t, a, creditOffer(await listReagent(t, b), 10));
      const past = await requestSwap(t, a, creditOffer(await listReagent(t, b), 10));
      await post(a, `/api/swaps/${past.id}/cancel`).expect(200);
      const list = async (who: Member, box: string, section: string) =>
        (await t.http().get('/api/swaps').query({ box, section }).set(bearer(who.token)).expect(200)).body;
      expect((await list(b, 'received', 'pending')).items.map((s: { id: string }) => s.id)).toEqual([pending.id]);
      expect(await list(b, 'received', 'past')).toMatchObject({ items: [{ id: past.id, status: 'cancelled' }], total: 1, page: 1 });
      expect((await list(a, 'sent', 'pending')).items.map((s: { id: string }) => s.id)).toEqual([pending.id]);
      expect((await list(a, 'received', 'pending')).items).toEqual([]);
      const counts = await t.http().get('/api/swaps/counts').set(bearer(b.token)).expect(200);
      expect(counts.body).toEqual({ received: { pending: 1, past: 1 }, sent: { pending: 0, past: 0 } });
      await t.http().get('/api/swaps').query({ box: 'everyone', section: 'pending' }).set(bearer(b.token)).expect(400);
    });
  });
});

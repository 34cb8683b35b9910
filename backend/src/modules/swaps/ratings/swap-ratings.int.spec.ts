import { RATING_MESSAGES, SWAP_MESSAGES } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  approve,
  bearer,
  creditOffer,
  grantCredits,
  listReagent,
  member,
  requestSwap,
  sql,
  type Member,
} from '../testing/swaps.fixtures.js';

// Issue 19 item 4: after a swap completes each party may rate the other once (1–5 stars, comment
// ≤ 500), edit it for 14 days; profiles and cards read the summaries; admins hide a comment, logged.

describe('ratings after a swap', () => {
  let t: TestApp;
  let owner: Member;
  let requester: Member;
  let admin: Member;

  const rate = (who: Member, swapId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/swaps/${swapId}/rating`).set(bearer(who.token)).send(body);
  const edit = (who: Member, swapId: string, body: Record<string, unknown>) =>
    t.http().put(`/api/swaps/${swapId}/rating`).set(bearer(who.token)).send(body);
  const summaries = async (viewer: Member, ...ids: string[]) =>
    (
      await t
        .http()
        .get(`/api/ratings/summaries?members=${ids.join(',')}`)
        .set(bearer(viewer.token))
        .expect(200)
    ).body;

  /** A swap between fresh parties taken to 'approved', and optionally to 'completed'. */
  async function swapBetween(o: Member, r: Member, complete = true) {
    const swap = await requestSwap(t, r, creditOffer(await listReagent(t, o), 20));
    await approve(t, o, swap.id).expect(200);
    if (complete) await t.http().post(`/api/swaps/${swap.id}/complete`).set(bearer(r.token)).expect(200);
    return swap.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [owner, requester, admin] = await Promise.all([member(t), member(t), t.signedInAccount({ isAdmin: true })]);
    await grantCredits(t, requester.id, 500);
  }, 60_000);
  afterAll(() => t.close());

  it('lets each party rate the other once after completion, and shows both sides to each', async () => {
    const swapId = await swapBetween(owner, requester);
    const given = await rate(requester, swapId, { stars: 5, comment: '  Quick and well packed  ' }).expect(201);
    expect(given.body).toMatchObject({ raterId: requester.id, rateeId: owner.id, stars: 5, comment: 'Quick and well packed' });
    await rate(owner, swapId, { stars: 4 }).expect(201);

    const again = await rate(requester, swapId, { stars: 1 }).expect(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_RATED', detail: RATING_MESSAGES.alreadyRated });

    const seen = await t.http().get(`/api/swaps/${swapId}/ratings`).set(bearer(owner.token)).expect(200);
    expect(seen.body).toMatchObject({
      given: { stars: 4, comment: null, rateeId: requester.id },
      received: { stars: 5, comment: 'Quick and well packed' },
      canRate: false,
      canEdit: true,
    });
  });

  it('refuses a rating before the swap is completed', async () => {
    const swapId = await swapBetween(owner, requester, false);
    const res = await rate(requester, swapId, { stars: 5 }).expect(403);
    expect(res.body).toMatchObject({ code: 'SWAP_NOT_COMPLETED', detail: RATING_MESSAGES.notCompleted });
    const view = await t.http().get(`/api/swaps/${swapId}/ratings`).set(bearer(requester.token)).expect(200);
    expect(view.body).toMatchObject({ given: null, received: null, canRate: false });
    expect(await sql(t, `select 1 from swap_ratings where swap_id = ?`, [swapId])).toEqual([]);
  });

  it('answers anyone but the parties 404, never the ratings', async () => {
    const swapId = await swapBetween(owner, requester);
    await rate(requester, swapId, { stars: 3, comment: 'Fine' }).expect(201);
    const stranger = await member(t);
    for (const res of [
      await rate(stranger, swapId, { stars: 1 }),
      await edit(stranger, swapId, { stars: 1 }),
      await t.http().get(`/api/swaps/${swapId}/ratings`).set(bearer(stranger.token)),
      await rate(stranger, 'not-a-uuid', { stars: 1 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'SWAP_NOT_FOUND', detail: SWAP_MESSAGES.notFound });
      expect(JSON.stringify(res.body)).not.toContain('Fine');
    }
    await t.http().post(`/api/swaps/${swapId}/rating`).send({ stars: 1 }).expect(401);
  });

  it('checks stars 1–5 and a comment of at most 500 characters with the contracts’ messages', async () => {
    const swapId = await swapBetween(owner, requester);
    for (const stars of [0, 6, 4.5, '5', null]) {
      const res = await rate(requester, swapId, { stars }).expect(400);
      expect(res.body.errors).toEqual([{ field: 'stars', message: RATING_MESSAGES.starsRange }]);
    }
    const long = await rate(requester, swapId, { stars: 4, comment: 'x'.repeat(501) }).expect(400);
    expect(long.body.errors).toEqual([{ field: 'comment', message: RATING_MESSAGES.commentTooLong }]);
    await rate(requester, swapId, { stars: 4, comment: 'x'.repeat(500) }).expect(201);
  });

  it('lets the rater edit for 14 days after rating, and not after', async () => {
    const swapId = await swapBetween(owner, requester);
    await edit(requester, swapId, { stars: 2 }).expect(404);
    await rate(requester, swapId, { stars: 2, comment: 'Late' }).expect(201);
    const edited = await edit(requester, swapId, { stars: 4, comment: 'Late, but all good' }).expect(200);
    expect(edited.body).toMatchObject({ stars: 4, comment: 'Late, but all good' });

    await sql(t, `update swap_ratings set created_at = now() - interval '13 days 23 hours' where swap_id = ?`, [swapId]);
    await edit(requester, swapId, { stars: 5 }).expect(200);
    await sql(t, `update swap_ratings set created_at = now() - interval '14 days 1 minute' where swap_id = ?`, [swapId]);
    const late = await edit(requester, swapId, { stars: 1 }).expect(403);
    expect(late.body).toMatchObject({ code: 'RATING_EDIT_WINDOW_CLOSED', detail: RATING_MESSAGES.editWindowClosed });
    const [row] = await sql(t, `select stars from swap_ratings where swap_id = ?`, [swapId]);
    expect(row!.stars).toBe(5);
    const view = await t.http().get(`/api/swaps/${swapId}/ratings`).set(bearer(requester.token)).expect(200);
    expect(view.body).toMatchObject({ canRate: false, canEdit: false });
  });

  it('summarises the stars a member received and their median response time', async () => {
    const [o, r] = await Promise.all([member(t), member(t)]);
    await grantCredits(t, r.id, 500);
    const [first, second] = [await swapBetween(o, r), await swapBetween(o, r)];
    await rate(r, first, { stars: 5 }).expect(201);
    await rate(r, second, { stars: 4 }).expect(201);
    // Decided 1 h and 3 h after the request: the median is 2 h.
    for (const [swapId, hours] of [
      [first, 1],
      [second, 3],
    ] as const) {
      await sql(t, `alter table swap_transitions disable rule swap_transitions_no_update`);
      await sql(t, `update swap_transitions set at = at - make_interval(hours => ?) where swap_request_id = ? and action = 'requested'`, [
        hours,
        swapId,
      ]);
      await sql(t, `alter table swap_transitions enable rule swap_transitions_no_update`);
    }
    const nobody = await member(t);
    const [ownerSummary, requesterSummary, none] = await summaries(nobody, o.id, r.id, nobody.id);
    expect(ownerSummary).toEqual({ memberId: o.id, average: 4.5, count: 2, medianResponseSeconds: expect.any(Number) });
    expect(Math.round(ownerSummary.medianResponseSeconds / 60)).toBe(120);
    expect(requesterSummary).toEqual({ memberId: r.id, average: null, count: 0, medianResponseSeconds: null });
    expect(none).toEqual({ memberId: nobody.id, average: null, count: 0, medianResponseSeconds: null });
    await t.http().get(`/api/ratings/summaries?members=nope`).set(bearer(nobody.token)).expect(400);
  });

  it('lets only an admin hide a comment, logs it, and hides the text from the ratee', async () => {
    const swapId = await swapBetween(owner, requester);
    const { body: rating } = await rate(owner, swapId, { stars: 1, comment: 'Abusive words' }).expect(201);

    await t.http().put(`/api/admin/ratings/${rating.id}/hidden`).set(bearer(owner.token)).send({ hidden: true }).expect(403);
    const listed = await t.http().get('/api/admin/ratings').set(bearer(admin.token)).expect(200);
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: rating.id, comment: 'Abusive words' })]));

    const hidden = await t.http().put(`/api/admin/ratings/${rating.id}/hidden`).set(bearer(admin.token)).send({ hidden: true }).expect(200);
    expect(hidden.body).toMatchObject({ id: rating.id, commentHidden: true, hiddenAt: expect.any(String) });
    const logged = await sql(t, `select actor_id, action, target_user_id, details from admin_actions where details->>'ratingId' = ?`, [
      rating.id,
    ]);
    expect(logged).toEqual([
      { actor_id: admin.id, action: 'rating.comment-hidden', target_user_id: owner.id, details: { ratingId: rating.id, swapId } },
    ]);

    const seenByRatee = await t.http().get(`/api/swaps/${swapId}/ratings`).set(bearer(requester.token)).expect(200);
    expect(seenByRatee.body.received).toMatchObject({ stars: 1, comment: null, commentHidden: true });

    await t.http().put(`/api/admin/ratings/${rating.id}/hidden`).set(bearer(admin.token)).send({ hidden: false }).expect(200);
    const shown = await t.http().get(`/api/swaps/${swapId}/ratings`).set(bearer(requester.token)).expect(200);
    expect(shown.body.received).toMatchObject({ comment: 'Abusive words', commentHidden: false });
    await t
      .http()
      .put(`/api/admin/ratings/00000000-0000-4000-8000-000000000000/hidden`)
      .set(bearer(admin.token))
      .send({ hidden: true })
      .expect(404);
  });
});

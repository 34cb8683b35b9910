import { randomUUID } from 'node:crypto';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES, type SavedSearchView } from '@reagentswap/contracts';
import { relayUntil } from '../../../shared/outbox/testing/relay-until.js';
import { importListings } from '../../../testing/listing-import.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, sql, tag, type Member } from '../testing/catalog.fixtures.js';

// Issue 19 item 2 (ADR 0028): saved searches, their limit, and the alerts new listings raise. The
// database is shared with other test files, so assertions name this file's searches and members,
// and listing names carry a random word that only this file's searches look for.

describe('saved searches', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = await Promise.all([member(t), member(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const save = (who: Member, body: Record<string, unknown>) => t.http().post('/api/saved-searches').set(bearer(who.token)).send(body);
  const saved = async (who: Member, body: Record<string, unknown>) =>
    (await save(who, { alertMode: 'instant', name: `Search ${tag()}`, ...body }).expect(201)).body as SavedSearchView;
  const listOf = async (who: Member) =>
    (await t.http().get('/api/saved-searches').set(bearer(who.token)).expect(200)).body as SavedSearchView[];

  /** Relays until this listing's ReagentListed reached every subscriber, then returns the member's saved searches it matched. */
  const matchedBy = async (reagentId: string, who: Member = alice): Promise<string[]> => {
    await relayUntil(t.app, async () => {
      const [row] = await sql(
        t,
        `select delivered_at from outbox where event_type = 'catalog.reagent-listed' and payload->>'reagentId' = ?`,
        [reagentId],
      );
      return row?.delivered_at;
    });
    return (
      await sql<{ saved_search_id: string }>(
        t,
        `select saved_search_id from saved_search_matches where reagent_id = ? and member_id = ? order by saved_search_id`,
        [reagentId, who.id],
      )
    ).map((r) => r.saved_search_id);
  };

  const mailsTo = (who: Member, prefix: string, expected: number) =>
    relayUntil(t.app, async () => {
      const rows = await sql<{ subject: string; template: string; text: string }>(
        t,
        `select subject, template, text from mail_outbox where recipient_user_id = ? and dedupe_key like ? || '%' order by created_at`,
        [who.id, prefix],
      );
      return rows.length >= expected ? rows : undefined;
    });

  it('keeps the query and filters under a name, lists, renames and deletes them; another member sees, renames and deletes none of them', async () => {
    const search = await saved(alice, {
      name: '  Solvents near me  ',
      search: 'acetone',
      category: 'chemicals',
      location: 'Berlin',
      cas: '67641',
      noHazardPictograms: 'true',
      showExpired: 'true',
    });
    expect(search).toMatchObject({
      name: 'Solvents near me',
      alertMode: 'instant',
      categoryName: 'Chemicals',
      newMatches: 0,
      filter: {
        search: 'acetone',
        category: 'chemicals',
        location: 'Berlin',
        cas: '67-64-1',
        noHazardPictograms: 'true',
        showExpired: 'true',
      },
    });
    expect((await listOf(alice)).map((s) => s.id)).toContain(search.id);
    expect((await listOf(bob)).map((s) => s.id)).not.toContain(search.id);

    await t.http().patch(`/api/saved-searches/${search.id}`).set(bearer(bob.token)).send({ name: 'Mine now' }).expect(404);
    await t.http().delete(`/api/saved-searches/${search.id}`).set(bearer(bob.token)).expect(404);
    await t.http().post(`/api/saved-searches/${search.id}/run`).set(bearer(bob.token)).expect(404);
    await t.http().delete(`/api/saved-searches/not-a-uuid`).set(bearer(bob.token)).expect(404);
    const renamed = await t.http().patch(`/api/saved-searches/${search.id}`).set(bearer(alice.token)).send({ name: 'Acetone' }).expect(200);
    expect(renamed.body).toMatchObject({ id: search.id, name: 'Acetone' });
    await t.http().delete(`/api/saved-searches/${search.id}`).set(bearer(alice.token)).expect(204);
    expect((await listOf(alice)).map((s) => s.id)).not.toContain(search.id);
  });

  it('refuses a missing or long name, an unknown alert mode, category or CAS number, and nobody signed out', async () => {
    const problem = async (body: Record<string, unknown>) =>
      (await save(alice, { alertMode: 'instant', name: 'x', ...body }).expect(400)).body;
    expect((await problem({ name: '   ' })).detail).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
    expect((await problem({ name: 'x'.repeat(SAVED_SEARCH_LIMITS.name + 1) })).detail).toBe(SAVED_SEARCH_MESSAGES.nameTooLong);
    expect(JSON.stringify(await problem({ alertMode: 'hourly' }))).toContain(SAVED_SEARCH_MESSAGES.alertModeInvalid);
    expect((await problem({ category: 'no-such-category' })).detail).toBe('Please choose one of the listed categories');
    await problem({ cas: '67-64-2' });
    const signedOut = await t.http().get('/api/saved-searches').expect(401);
    expect(signedOut.body.detail).toBe(SAVED_SEARCH_MESSAGES.signedOut);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perMember} per member, even when the last ones are saved at once`, async () => {
    const carol = await member(t);
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perMember - 2; i++) await saved(carol, { search: `word${i}` });
    const racing = await Promise.all(
      [1, 2, 3, 4].map((i) => save(carol, { alertMode: 'digest-only', name: `Race ${i}`, search: `race${i} ${tag()}` })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect(racing.find((r) => r.status === 409)!.body.detail).toBe(SAVED_SEARCH_MESSAGES.limitReached);
    expect(await listOf(carol)).toHaveLength(SAVED_SEARCH_LIMITS.perMember);
    // Deleting one frees its slot.
    await t
      .http()
      .delete(`/api/saved-searches/${(await listOf(carol))[0]!.id}`)
      .set(bearer(carol.token))
      .expect(204);
    await save(carol, { alertMode: 'instant', name: 'Freed', search: `freed ${tag()}` }).expect(201);
  });

  it("matches new listings with Browse's own filters (words and accents, category, CAS number), never the member's own", async () => {
    const word = tag();
    const enzymes = await saved(alice, { search: `polymérase ${word}`, category: 'enzymes' });
    const byCas = await saved(alice, { cas: '7732-18-5', search: word });
    const close = await listReagent(t, bob, { name: `Taq Polymerase ${word}`, category: 'enzymes' });
    const otherCategory = await listReagent(t, bob, { name: `Taq polymerase ${word}`, category: 'chemicals' });
    const water = await listReagent(t, bob, { name: `Water ${word}`, casNumber: '7732-18-5' });
    const own = await listReagent(t, alice, { name: `Taq polymerase ${word}`, category: 'enzymes' });
    expect(await matchedBy(close.id)).toEqual([enzymes.id]);
    expect(await matchedBy(otherCategory.id)).toEqual([]);
    expect(await matchedBy(water.id)).toEqual([byCas.id]);
    expect(await matchedBy(own.id)).toEqual([]);
    // A search with no filter at all ('All reagents') matches every other member's new listing, as /reagents shows them all.
    const everything = await saved(bob, { name: 'Everything' });
    expect(await matchedBy((await listReagent(t, alice, { name: `Anything ${word}` })).id, bob)).toEqual([everything.id]);
    await t.http().delete(`/api/saved-searches/${everything.id}`).set(bearer(bob.token)).expect(204);
    // The same listings Browse shows for the same filters.
    const browse = await t
      .http()
      .get('/api/reagents')
      .query({ search: `polymérase ${word}`, category: 'enzymes' })
      .set(bearer(bob.token))
      .expect(200);
    expect(browse.body.items.map((r: { id: string }) => r.id).sort()).toEqual([close.id, own.id].sort());
    // The in-app alert: new matches until the member runs the search.
    expect((await listOf(alice)).find((s) => s.id === enzymes.id)!.newMatches).toBe(1);
    await t.http().post(`/api/saved-searches/${enzymes.id}/run`).set(bearer(alice.token)).expect(204);
    expect((await listOf(alice)).find((s) => s.id === enzymes.id)!.newMatches).toBe(0);
  });

  it('saved-search alerts once per listing: one e-mail per saved search and listing, even when the event is delivered twice', async () => {
    const word = tag();
    const search = await saved(alice, { name: `Agarose ${word}`, search: `agarose ${word}` });
    const reagent = await listReagent(t, bob, { name: `Agarose ${word}` });
    expect(await matchedBy(reagent.id)).toEqual([search.id]);
    const key = `catalog.saved-search-matched:${search.id}:${reagent.id}`;
    const [mail] = await mailsTo(alice, key, 1);
    expect(mail).toMatchObject({ subject: SAVED_SEARCH_MESSAGES.matchAvailable, template: 'saved-search-match' });
    expect(mail!.text).toContain(`/reagents/${reagent.id}`);

    // At least once: the same ReagentListed again (a relay that died before recording its delivery).
    const [copy] = await sql<{ id: string }>(
      t,
      `insert into outbox (event_type, payload)
       select event_type, payload from outbox where event_type = 'catalog.reagent-listed' and payload->>'reagentId' = ? returning id::text`,
      [reagent.id],
    );
    await relayUntil(t.app, async () => (await sql(t, `select delivered_at from outbox where id = ?`, [copy!.id]))[0]?.delivered_at);
    const announced = await sql(
      t,
      `select 1 from outbox where event_type = 'catalog.saved-search-matched' and payload->>'reagentId' = ? and payload->>'memberId' = ?`,
      [reagent.id, alice.id],
    );
    expect(announced).toHaveLength(1);
    expect(await sql(t, `select 1 from mail_outbox where dedupe_key like ? || '%'`, [key])).toHaveLength(1);
    // In-app too, once: the notification centre lists it, worded as the push, linking to the listing.
    const inApp = (await t.http().get('/api/notifications').set(bearer(alice.token)).expect(200)).body as {
      items: { kind: string; title: string; url: string }[];
    };
    expect(inApp.items.filter((n) => n.url === `/reagents/${reagent.id}`)).toEqual([
      expect.objectContaining({ kind: 'saved-search-match', title: SAVED_SEARCH_MESSAGES.matchAvailable }),
    ]);
  });

  it('sends each member ONE summary for a CSV import, however many rows and searches match, and no alert per row', async () => {
    const word = tag();
    await saved(alice, { search: `glycine ${word}` });
    await saved(alice, { search: word, category: 'chemicals' });
    const names = [`Glycine ${word}`, `Urea ${word}`, ...Array.from({ length: 28 }, (_, i) => `Filler ${i} ${randomUUID()}`)];
    const { created, importId, reagentIds } = await importListings(t, bob, names);
    expect(created).toBe(30);
    const [mail] = await mailsTo(alice, `catalog.saved-search-matches-found:${importId}:`, 1);
    expect(mail!.subject).toBe('2 new reagents match your saved searches');
    await relayUntil(t.app, async () => {
      const pending = await sql(
        t,
        `select 1 from outbox where event_type = 'catalog.reagent-listed' and payload->>'importId' = ? and delivered_at is null`,
        [importId],
      );
      return pending.length === 0;
    });
    const perRow = await sql(
      t,
      `select 1 from outbox where event_type = 'catalog.saved-search-matched' and payload->>'memberId' = ?
          and payload->>'reagentId' in (select jsonb_array_elements_text(?::jsonb))`,
      [alice.id, JSON.stringify(reagentIds)],
    );
    expect(perRow).toEqual([]);
  });
});

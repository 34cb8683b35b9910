import { randomUUID } from 'node:crypto';
import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { relayUntil } from '../../shared/outbox/testing/relay-until.js';
import { importListings } from '../../testing/listing-import.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, listRequests, member, postRequest, sql, tag, type Member } from './testing/requests.fixtures.js';

// Issue 19 item 1 (ADR 0026): new listings matched to open reagent requests, the notices they
// send, the request page's matches and marking a request fulfilled. The database is shared with
// other test files (their open requests may match these listings too), so every assertion names
// this file's requests and members, and names carry a random tag.

describe('matching reagent requests and new listings', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let carol: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, carol] = await Promise.all([member(t), member(t), member(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const list = async (owner: Member, fields: Record<string, unknown>): Promise<string> => {
    const res = await t
      .http()
      .post('/api/reagents')
      .set(bearer(owner.token))
      .send({ catalogNumber: `CAT-${tag()}`, category: 'chemicals', ...fields })
      .expect(201);
    return res.body.id as string;
  };

  /** Relays until this listing's ReagentListed reached every subscriber, then returns the requests it matched. */
  const matchedBy = async (reagentId: string): Promise<string[]> => {
    await relayUntil(t.app, async () => {
      const [row] = await sql(
        t,
        `select delivered_at from outbox where event_type = 'catalog.reagent-listed' and payload->>'reagentId' = ?`,
        [reagentId],
      );
      return row?.delivered_at;
    });
    return (await sql<{ request_id: string }>(t, `select request_id from request_matches where reagent_id = ?`, [reagentId])).map(
      (r) => r.request_id,
    );
  };

  /** The match mails to one member, by dedupe key prefix, once they are all written. */
  const mailsTo = (who: Member, prefix: string, expected: number) =>
    relayUntil(t.app, async () => {
      const rows = await sql<{ subject: string; template: string; text: string; dedupe_key: string }>(
        t,
        `select subject, template, text, dedupe_key from mail_outbox where recipient_user_id = ? and dedupe_key like ? || '%' order by created_at`,
        [who.id, prefix],
      );
      return rows.length >= expected ? rows : undefined;
    });

  const matchesOf = async (viewer: Member, requestId: string) =>
    (await t.http().get(`/api/reagent-requests/${requestId}/matches`).set(bearer(viewer.token)).expect(200)).body as {
      reagentId: string;
      name: string;
    }[];

  it('matches by CAS number when both have one, whatever the names and categories, and not by name when the CAS numbers differ', async () => {
    const name = `Ethyl alcohol ${tag()}`;
    const request = await postRequest(t, alice, { name, casNumber: '64-17-5', category: 'chemicals' });
    const sameCas = await list(bob, { name: `Ethanol absolute ${tag()}`, casNumber: '64-17-5', category: 'other' });
    const otherCas = await list(bob, { name, casNumber: '56-81-5' });
    expect(await matchedBy(sameCas)).toContain(request.id);
    expect(await matchedBy(otherCas)).not.toContain(request.id);
  });

  it('matches the same or a close name, accents and case folded, in the same category only', async () => {
    const word = tag();
    const request = await postRequest(t, alice, { name: `Tàq Polymérase ${word}`, category: 'enzymes' });
    const close = await list(bob, { name: `taq polymerase ${word} 5U`, category: 'enzymes' });
    const otherCategory = await list(bob, { name: `Taq polymerase ${word}`, category: 'chemicals' });
    const notClose = await list(bob, { name: `Trypsin ${word}`, category: 'enzymes' });
    expect(await matchedBy(close)).toEqual(expect.arrayContaining([request.id]));
    expect(await matchedBy(otherCategory)).not.toContain(request.id);
    expect(await matchedBy(notClose)).not.toContain(request.id);
  });

  it('matches a request without a category by name in any category', async () => {
    const name = `Ninhydrin ${tag()}`;
    const request = await postRequest(t, alice, { name, category: '' });
    expect(await matchedBy(await list(bob, { name, category: 'other' }))).toContain(request.id);
  });

  it("never matches the requester's own listing", async () => {
    const name = `Glycerol ${tag()}`;
    const request = await postRequest(t, alice, { name });
    expect(await matchedBy(await list(alice, { name }))).not.toContain(request.id);
  });

  it('sends the requester ONE notice per request and listing, linking to the listing, even when the event is delivered twice', async () => {
    const name = `Agarose ${tag()}`;
    const request = await postRequest(t, alice, { name });
    const reagentId = await list(bob, { name });
    expect(await matchedBy(reagentId)).toContain(request.id);
    const key = `requests.request-matched:${request.id}:${reagentId}`;
    const [mail] = await mailsTo(alice, key, 1);
    expect(mail).toMatchObject({ subject: REQUEST_MESSAGES.matchAvailable, template: 'request-match' });
    expect(mail!.text).toContain(`/reagents/${reagentId}`);

    // At least once: the same ReagentListed again (a relay that died before recording its delivery).
    const [copy] = await sql<{ id: string }>(
      t,
      `insert into outbox (event_type, payload)
       select event_type, payload from outbox where event_type = 'catalog.reagent-listed' and payload->>'reagentId' = ? returning id::text`,
      [reagentId],
    );
    await relayUntil(t.app, async () => (await sql(t, `select delivered_at from outbox where id = ?`, [copy!.id]))[0]?.delivered_at);
    const announced = await sql(t, `select 1 from outbox where event_type = 'requests.request-matched' and payload->>'reagentId' = ?`, [
      reagentId,
    ]);
    expect(announced).toHaveLength(1);
    expect(await sql(t, `select 1 from mail_outbox where dedupe_key like ? || '%'`, [key])).toHaveLength(1);
  });

  it('sends each requester ONE summary for a 50-row CSV import, however many of its rows match, and no notice per row', async () => {
    const word = tag();
    const [glycine, urea] = [
      await postRequest(t, alice, { name: `Glycine ${word}` }),
      await postRequest(t, alice, { name: `Urea ${word}` }),
    ];
    const carols = await postRequest(t, carol, { name: `Glycine ${word}` });
    const matching = [`Glycine ${word}`, `glycine ${word} 99%`, `Urea ${word}`];
    const filler = Array.from({ length: 47 }, (_, i) => `Filler ${i} ${randomUUID()}`);
    const { created, importId, reagentIds } = await importListings(t, bob, [...matching, ...filler]);
    expect(created).toBe(50);
    expect(reagentIds).toHaveLength(50);

    const summaries = await relayUntil(t.app, async () => {
      const found = await sql<{ payload: { requesterId: string; count: number; requestIds: string[] } }>(
        t,
        `select payload from outbox where event_type = 'requests.request-matches-found' and payload->>'importId' = ?`,
        [importId],
      );
      const ours = found.filter((e) => [alice.id, carol.id].includes(e.payload.requesterId));
      return ours.length === 2 ? ours : undefined;
    });
    const byRequester = new Map(summaries.map((s) => [s.payload.requesterId, s.payload]));
    expect(byRequester.get(alice.id)).toMatchObject({ count: 3 });
    expect(new Set(byRequester.get(alice.id)!.requestIds)).toEqual(new Set([glycine.id, urea.id]));
    expect(byRequester.get(carol.id)).toMatchObject({ count: 2, requestIds: [carols.id] });

    const [aliceMail] = await mailsTo(alice, `requests.request-matches-found:${importId}:`, 1);
    expect(aliceMail!.subject).toBe('3 reagents matching your requests are now available');
    expect((await mailsTo(carol, `requests.request-matches-found:${importId}:`, 1))[0]!.subject).toBe(
      '2 reagents matching your requests are now available',
    );
    // The rows' own ReagentListed events announce nothing: the summary covers them.
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
      `select 1 from outbox where event_type = 'requests.request-matched' and payload->>'reagentId' in (select jsonb_array_elements_text(?::jsonb))`,
      [JSON.stringify(reagentIds)],
    );
    expect(perRow).toEqual([]);
  });

  it('shows the listings that match a request as soon as it is posted, not the requester’s own', async () => {
    const name = `Pipette tips ${tag()}`;
    const theirs = await list(bob, { name });
    await list(alice, { name });
    const request = await postRequest(t, alice, { name });
    expect((await matchesOf(alice, request.id)).map((m) => m.reagentId)).toEqual([theirs]);
    expect((await matchesOf(carol, request.id)).map((m) => m.name)).toEqual([name]);
    await t.http().get(`/api/reagent-requests/${randomUUID()}/matches`).set(bearer(alice.token)).expect(404);
  });

  it('lets only the requester mark a request fulfilled; it leaves the list and matches nothing more', async () => {
    const name = `Chloroform ${tag()}`;
    const request = await postRequest(t, alice, { name });
    await t.http().post(`/api/reagent-requests/${request.id}/fulfilled`).set(bearer(bob.token)).expect(403);
    const done = await t.http().post(`/api/reagent-requests/${request.id}/fulfilled`).set(bearer(alice.token)).expect(201);
    expect(done.body).toMatchObject({ id: request.id, isFulfilled: true });
    expect((await listRequests(t, alice, { search: name })).items).toEqual([]);
    expect(await matchedBy(await list(bob, { name }))).not.toContain(request.id);
    expect(await matchesOf(alice, request.id)).toEqual([]);
  });
});

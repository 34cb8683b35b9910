import { OutboxRelay } from '../../../shared/outbox/outbox-relay.service.js';
import { statementsSent } from '../../../testing/sent-statements.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, outboxFor, reagentForm, sql, suspend, tag, type Member } from '../testing/catalog.fixtures.js';

describe('reagents API', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await member(t);
    other = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  describe('create', () => {
    it('lists a reagent with the spec fields, city and country from the owner, and a ReagentListed event', async () => {
      const res = await t
        .http()
        .post('/api/reagents')
        .set(bearer(owner.token))
        .send(reagentForm({ name: '  Acetone  ', amount: 'about 2,5 L', unit: 'L', numberOfPackages: '3', expiryDate: '2027-02-30' }))
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Acetone',
        category: { id: 'chemicals', name: 'Chemicals' },
        amount: 2.5,
        unit: 'L',
        amountText: '2.5 L',
        numberOfPackages: 3,
        expiryDate: null,
        available: true,
        imageUrl: null,
        city: 'Testville',
        country: 'Belgium',
        owner: { id: owner.id, university: 'Test University', labName: 'Test Lab' },
      });
      expect(await outboxFor(t, 'catalog.reagent-listed', 'reagentId', res.body.id)).toEqual([
        expect.objectContaining({
          ownerId: owner.id,
          name: 'Acetone',
          categoryName: 'Chemicals',
          city: 'Testville',
          country: 'Belgium',
          importId: null,
        }),
      ]);
    });

    it('keeps a reagent location of its own', async () => {
      const reagent = await listReagent(t, owner, { city: 'Leuven', country: 'Belgium' });
      expect(reagent).toMatchObject({ city: 'Leuven', country: 'Belgium', owner: { city: 'Testville' } });
    });

    it('parses the amount: a number, else the first number in the text, else 0', async () => {
      for (const [amount, expected] of [
        [12.5, 12.5],
        ['500', 500],
        ['approx. 20 mL', 20],
        ['plenty', 0],
      ] as const) {
        expect((await listReagent(t, owner, { amount })).amount).toBe(expected);
      }
    });

    it("parses the number of packages as an integer, default 1 ('two' → 1), and the database keeps it at least 1", async () => {
      for (const [numberOfPackages, expected] of [
        ['4', 4],
        ['two', 1],
        [0, 1],
      ] as const) {
        expect((await listReagent(t, owner, { numberOfPackages })).numberOfPackages).toBe(expected);
      }
      const reagent = await listReagent(t, owner);
      await expect(sql(t, 'update reagents set number_of_packages = 0 where id = ?', [reagent.id])).rejects.toThrow(/check constraint/);
    });

    it('accepts a category by name as well as by id', async () => {
      expect((await listReagent(t, owner, { category: 'Biological Samples' })).category).toEqual({
        id: 'biological-samples',
        name: 'Biological Samples',
      });
    });

    it.each<[string, Record<string, unknown>]>([
      ['Reagent name is required', { name: '   ' }],
      ['Reagent name is required', { name: undefined }],
      ['Catalog number is required', { catalogNumber: '' }],
      ['Category is required', { category: '' }],
      ['Please choose one of the listed categories', { category: 'explosives' }],
      ['Number of packages is too large', { numberOfPackages: '99999999999' }],
      ['Reagent name must be at most 200 characters', { name: 'x'.repeat(201) }],
    ])('refuses with "%s" and stores nothing', async (message, overrides) => {
      const catalogNumber = `NOPE-${tag()}`;
      const res = await t
        .http()
        .post('/api/reagents')
        .set(bearer(owner.token))
        .send(reagentForm({ catalogNumber, ...overrides }))
        .expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: message });
      expect(await sql(t, 'select id from reagents where catalogue_number = ?', [catalogNumber])).toEqual([]);
    });

    it('lists every problem of the form at once, in the form order', async () => {
      const res = await t.http().post('/api/reagents').set(bearer(owner.token)).send({}).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'name', message: 'Reagent name is required' },
        { field: 'catalogNumber', message: 'Catalog number is required' },
        { field: 'category', message: 'Category is required' },
      ]);
    });

    it('needs a signed-in member', async () => {
      await t.http().post('/api/reagents').send(reagentForm()).expect(401);
    });

    it('answers hostile shapes with 400, never 500', async () => {
      for (const body of [{ name: ['a'] }, { name: { $gt: '' } }, { amount: [1, 2] }, { numberOfPackages: true }, { expiryDate: {} }]) {
        const res = await t.http().post('/api/reagents').set(bearer(owner.token)).send(reagentForm(body));
        expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      }
    });
  });

  describe('detail', () => {
    it('is open to anonymous visitors', async () => {
      const reagent = await listReagent(t, owner);
      const res = await t.http().get(`/api/reagents/${reagent.id}`).expect(200);
      expect(res.body).toMatchObject({ id: reagent.id, catalogNumber: reagent.catalogNumber, owner: { id: owner.id } });
      expect(res.body.owner).not.toHaveProperty('email');
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])("answers 404 'Reagent Not Found' for %s", async (id) => {
      const res = await t.http().get(`/api/reagents/${id}`).expect(404);
      expect(res.body).toMatchObject({ detail: 'Reagent Not Found', code: 'REAGENT_NOT_FOUND' });
    });
  });

  describe('browse and search', () => {
    it('needs sign-in', async () => {
      await t.http().get('/api/reagents').expect(401);
      await t.http().get('/api/reagents/latest').expect(401);
    });

    it("finds by partial, case- and accent-insensitive words ('acet' finds 'Acétone') and by catalogue number", async () => {
      const unique = tag();
      const reagent = await listReagent(t, owner, { name: `Acétone ${unique}`, catalogNumber: `SIGMA-${unique}-X` });
      const search = async (search: string) =>
        (await t.http().get('/api/reagents').query({ search }).set(bearer(other.token)).expect(200)).body.items.map((r: any) => r.id);
      expect(await search(`ACET ${unique}`)).toEqual([reagent.id]);
      expect(await search(`acétone ${unique}`)).toEqual([reagent.id]);
      expect(await search(`sigma-${unique}`)).toEqual([reagent.id]);
      expect(await search(`${unique} zzzz`)).toEqual([]);
      // LIKE wildcards in the term are literal.
      expect(await search(`${unique.slice(0, 4)}%`)).toEqual([]);
    });

    it('filters by category and by location (the owner’s when the reagent has none)', async () => {
      const unique = tag();
      const enzyme = await listReagent(t, owner, { name: `Trypsin ${unique}`, category: 'enzymes' });
      const ghent = await listReagent(t, owner, { name: `Buffer ${unique}`, city: 'Ghent' });
      const ids = async (query: Record<string, string>) =>
        (
          await t
            .http()
            .get('/api/reagents')
            .query({ search: unique, ...query })
            .set(bearer(other.token))
            .expect(200)
        ).body.items.map((r: any) => r.id);
      expect(await ids({ category: 'enzymes' })).toEqual([enzyme.id]);
      expect(await ids({ location: 'ghent' })).toEqual([ghent.id]);
      expect(await ids({ location: 'Testville' })).toEqual([enzyme.id]);
      expect((await t.http().get('/api/reagents/count').query({ search: unique }).set(bearer(other.token)).expect(200)).body).toEqual({
        total: 2,
      });
    });

    it('pages newest first with a keyset cursor, one SQL statement per page (prepared), no session check once the session is known', async () => {
      const unique = tag();
      const listed = [];
      for (let i = 0; i < 5; i++) listed.push((await listReagent(t, owner, { name: `Paged ${unique} ${i}` })).id);
      const page = (cursor?: string) =>
        t
          .http()
          .get('/api/reagents')
          .query({ search: unique, limit: 2, ...(cursor ? { cursor } : {}) })
          .set(bearer(other.token))
          .expect(200);
      await page(); // the member's session is checked against the database once, then served from memory
      // The listings' events are delivered first: their subscribers read reagents too, and are not the browse's statements.
      await t.app.get(OutboxRelay).drain();
      const pages: Awaited<ReturnType<typeof page>>[] = [];
      const sent = await statementsSent(async () => {
        for (let i = 0; i < 3; i++) pages.push(await page(pages[i - 1]?.body.nextCursor));
      });
      // One prepared statement per page, and no session check.
      expect(sent.filter((statement) => /\breagents\b/.test(statement.text)).map((statement) => Boolean(statement.name))).toEqual([
        true,
        true,
        true,
      ]);
      expect(sent.filter((statement) => /\brefresh_tokens\b/.test(statement.text))).toEqual([]);
      expect(pages.flatMap((res) => res.body.items).map((r: any) => r.id)).toEqual([...listed].reverse());
      expect(pages[2]!.body.nextCursor).toBeNull();
    });

    it('bounds the page size and refuses a forged cursor', async () => {
      await t.http().get('/api/reagents').query({ limit: 1000 }).set(bearer(other.token)).expect(400);
      await t.http().get('/api/reagents').query({ cursor: "1' or 1=1" }).set(bearer(other.token)).expect(400);
    });

    it("a suspended owner's reagents vanish from browse, search, latest and detail at once", async () => {
      const admin = await member(t, { isAdmin: true });
      const doomed = await member(t);
      const unique = tag();
      const reagent = await listReagent(t, doomed, { name: `Vanishing ${unique}` });
      const found = async () =>
        (await t.http().get('/api/reagents').query({ search: unique }).set(bearer(other.token)).expect(200)).body.items.length;
      expect(await found()).toBe(1);
      expect((await t.http().get('/api/reagents/latest').set(bearer(other.token)).expect(200)).body.map((r: any) => r.id)).toContain(
        reagent.id,
      );
      await suspend(t, admin, doomed.id);
      expect(await found()).toBe(0);
      expect((await t.http().get('/api/reagents').set(bearer(other.token)).expect(200)).body.items.map((r: any) => r.id)).not.toContain(
        reagent.id,
      );
      expect((await t.http().get('/api/reagents/latest').set(bearer(other.token)).expect(200)).body.map((r: any) => r.id)).not.toContain(
        reagent.id,
      );
      await t.http().get(`/api/reagents/${reagent.id}`).expect(404);
    });

    it("lists a public profile's available reagents by owner", async () => {
      const seller = await member(t);
      const kept = await listReagent(t, seller);
      const gone = await listReagent(t, seller);
      await t.http().post(`/api/reagents/${gone.id}/remove`).set(bearer(seller.token)).expect(200);
      const res = await t.http().get('/api/reagents').query({ ownerId: seller.id }).set(bearer(other.token)).expect(200);
      expect(res.body.items.map((r: any) => r.id)).toEqual([kept.id]);
    });

    it('lists the categories by name, to anyone', async () => {
      const res = await t.http().get('/api/categories').expect(200);
      expect(res.body).toEqual([
        { id: 'antibodies', name: 'Antibodies' },
        { id: 'biological-samples', name: 'Biological Samples' },
        { id: 'chemicals', name: 'Chemicals' },
        { id: 'enzymes', name: 'Enzymes' },
        { id: 'other', name: 'Other' },
      ]);
    });
  });

  describe('owner actions', () => {
    it('a non-owner cannot edit, remove or reactivate (403) and nothing changes', async () => {
      const reagent = await listReagent(t, owner);
      const before = await sql(t, 'select * from reagents where id = ?', [reagent.id]);
      const edit = await t.http().patch(`/api/reagents/${reagent.id}`).set(bearer(other.token)).send({ name: 'Mine now' }).expect(403);
      expect(edit.body.detail).toBe("You don't have permission to edit this reagent");
      await t.http().post(`/api/reagents/${reagent.id}/remove`).set(bearer(other.token)).expect(403);
      await t.http().post(`/api/reagents/${reagent.id}/remove`).set(bearer(owner.token)).expect(200);
      const removed = await sql(t, 'select * from reagents where id = ?', [reagent.id]);
      const reactivate = await t.http().post(`/api/reagents/${reagent.id}/reactivate`).set(bearer(other.token)).expect(403);
      expect(reactivate.body.detail).toBe("You don't have permission to reactivate this reagent");
      expect(await sql(t, 'select * from reagents where id = ?', [reagent.id])).toEqual(removed);
      expect(removed[0]).toMatchObject({ ...before[0], is_available: false, updated_at: expect.anything() });
      expect(await outboxFor(t, 'catalog.reagent-updated', 'reagentId', reagent.id)).toEqual([]);
    });

    it('the owner edits: fields left out are kept, the rules apply, one ReagentUpdated names the changes', async () => {
      const reagent = await listReagent(t, owner, { description: 'old' });
      const res = await t
        .http()
        .patch(`/api/reagents/${reagent.id}`)
        .set(bearer(owner.token))
        .send({ name: 'Renamed', amount: '5 mg', unit: 'mg', expiryDate: null })
        .expect(200);
      expect(res.body).toMatchObject({ name: 'Renamed', amount: 5, unit: 'mg', expiryDate: null, description: 'old' });
      expect((await outboxFor(t, 'catalog.reagent-updated', 'reagentId', reagent.id)).map((e) => e.changed)).toEqual([
        ['name', 'amount', 'unit', 'expiryDate'],
      ]);
      const refused = await t.http().patch(`/api/reagents/${reagent.id}`).set(bearer(owner.token)).send({ catalogNumber: ' ' }).expect(400);
      expect(refused.body.detail).toBe('Catalog number is required');
    });

    it('remove and reactivate move the reagent between My Reagents tabs, with their counts', async () => {
      const seller = await member(t);
      const a = await listReagent(t, seller);
      const b = await listReagent(t, seller);
      const removed = await t.http().post(`/api/reagents/${a.id}/remove`).set(bearer(seller.token)).expect(200);
      expect(removed.body).toMatchObject({ message: 'Reagent removed successfully', reagent: { id: a.id, available: false } });
      const tab = async (status: string) =>
        (await t.http().get('/api/reagents/mine').query({ status }).set(bearer(seller.token)).expect(200)).body.items.map((r: any) => r.id);
      expect(await tab('available')).toEqual([b.id]);
      expect(await tab('removed')).toEqual([a.id]);
      expect((await t.http().get('/api/reagents/mine/counts').set(bearer(seller.token)).expect(200)).body).toEqual({
        available: 1,
        removed: 1,
        total: 2,
      });
      const back = await t.http().post(`/api/reagents/${a.id}/reactivate`).set(bearer(seller.token)).expect(200);
      expect(back.body).toMatchObject({ message: 'Reagent reactivated successfully', reagent: { available: true } });
      expect(await tab('removed')).toEqual([]);
      expect(await outboxFor(t, 'catalog.reagent-removed', 'reagentId', a.id)).toEqual([expect.objectContaining({ reason: 'removed' })]);
      expect(await outboxFor(t, 'catalog.reagent-updated', 'reagentId', a.id)).toEqual([
        expect.objectContaining({ changed: ['available'], available: true }),
      ]);
    });
  });
});

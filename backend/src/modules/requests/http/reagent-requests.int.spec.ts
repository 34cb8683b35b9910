import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listRequests, member, postRequest, requestForm, sql, tag, type Member } from '../testing/requests.fixtures.js';

describe('reagent requests API', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, admin] = await Promise.all([member(t), member(t), member(t, { isAdmin: true })]);
  }, 60_000);
  afterAll(() => t.close());

  const ids = async (viewer: Member, query: Record<string, string | number>) =>
    (await listRequests(t, viewer, query)).items.map((r) => r.id);

  describe('create', () => {
    it('stores a trimmed request with its category and requester, and a ReagentRequested event in the outbox', async () => {
      const res = await t
        .http()
        .post('/api/reagent-requests')
        .set(bearer(alice.token))
        .send(requestForm({ name: '  Trypsin  ', category: 'Enzymes', amount: '2.5', unit: 'mg', numberOfPackages: '0' }))
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Trypsin',
        category: { id: 'enzymes', name: 'Enzymes' },
        amount: 2.5,
        unit: 'mg',
        numberOfPackages: 0,
        city: 'Testville',
        country: 'Belgium',
        isFulfilled: false,
        requester: { id: alice.id, university: 'Test University', labName: 'Test Lab' },
      });
      expect(res.body.requester).not.toHaveProperty('email');
      const events = await sql(
        t,
        `select payload from outbox where event_type = 'requests.reagent-requested' and payload->>'requestId' = ?`,
        [res.body.id],
      );
      expect(events.map((e) => e.payload)).toEqual([
        expect.objectContaining({
          requesterId: alice.id,
          requesterName: expect.stringMatching(/^Test member-/),
          reagentName: 'Trypsin',
          categoryName: 'Enzymes',
          city: 'Testville',
          country: 'Belgium',
        }),
      ]);
    });

    it('stores blank optional fields as null (spec §5) and allows no category', async () => {
      const request = await postRequest(t, alice, {
        catalogNumber: '  ',
        category: '',
        description: '',
        amount: '',
        unit: null,
        numberOfPackages: '',
        storageConditions: ' ',
        city: '',
        country: '',
      });
      expect(request).toMatchObject({
        catalogNumber: null,
        category: null,
        description: null,
        amount: null,
        unit: null,
        numberOfPackages: null,
        storageConditions: null,
        city: null,
        country: null,
      });
    });

    it.each<[string, Record<string, unknown>]>([
      ['Reagent name is required', { name: '   ' }],
      ['Reagent name is required', { name: undefined }],
      ['Amount must be a number of at least 0', { amount: -1 }],
      ['Amount must be a number of at least 0', { amount: 'lots' }],
      ['Number of packages must be a whole number of at least 0', { numberOfPackages: 1.5 }],
      ['Number of packages must be a whole number of at least 0', { numberOfPackages: 'two' }],
      ['Please choose one of the listed categories', { category: 'explosives' }],
      ['Reagent name must be at most 200 characters', { name: 'x'.repeat(201) }],
    ])('refuses with "%s" and stores nothing', async (message, overrides) => {
      const catalogNumber = `NOPE-${tag()}`;
      const res = await t
        .http()
        .post('/api/reagent-requests')
        .set(bearer(alice.token))
        .send(requestForm({ catalogNumber, ...overrides }))
        .expect(400);
      expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: message });
      expect(await sql(t, 'select id from reagent_requests where catalogue_number = ?', [catalogNumber])).toEqual([]);
    });

    it("answers a signed-out visitor with the spec's 'You must be logged in to submit a request'", async () => {
      const res = await t.http().post('/api/reagent-requests').send(requestForm()).expect(401);
      expect(res.body.detail).toBe('You must be logged in to submit a request');
    });

    it('answers hostile shapes with 400, never 500', async () => {
      for (const body of [{ name: ['a'] }, { name: { $gt: '' } }, { amount: [1, 2] }, { numberOfPackages: true }, { city: {} }]) {
        const res = await t.http().post('/api/reagent-requests').set(bearer(alice.token)).send(requestForm(body));
        expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      }
    });
  });

  describe('list', () => {
    it('needs sign-in', async () => {
      await t.http().get('/api/reagent-requests').expect(401);
    });

    it('shows active requests newest first, with search over name, catalogue number and description (partial, accent-insensitive)', async () => {
      const unique = tag();
      const older = await postRequest(t, alice, { name: `Acétonitrile ${unique}` });
      const newer = await postRequest(t, bob, { name: `Buffer ${unique}`, description: 'HPLC grade acetonitrile welcome' });
      const byNumber = await postRequest(t, bob, { name: `Other ${unique}`, catalogNumber: `SIG-${unique}-Z` });
      expect(await ids(alice, { search: unique })).toEqual([byNumber.id, newer.id, older.id]);
      expect(await ids(alice, { search: `ACETONIT ${unique}` })).toEqual([newer.id, older.id]);
      expect(await ids(alice, { search: `sig-${unique}` })).toEqual([byNumber.id]);
      expect(await ids(alice, { search: `${unique} zzzz` })).toEqual([]);
      expect(await ids(alice, { search: `${unique.slice(0, 4)}%` })).toEqual([]);
    });

    it('filters by category and by location (city or country, any case)', async () => {
      const unique = tag();
      const enzyme = await postRequest(t, alice, { name: `Lysozyme ${unique}`, category: 'enzymes', city: 'Ghent', country: 'Belgium' });
      const leiden = await postRequest(t, alice, { name: `Agar ${unique}`, city: 'Leiden', country: 'Netherlands' });
      expect(await ids(bob, { search: unique, category: 'enzymes' })).toEqual([enzyme.id]);
      expect(await ids(bob, { search: unique, location: 'ghent' })).toEqual([enzyme.id]);
      expect(await ids(bob, { search: unique, location: 'NETHERLANDS' })).toEqual([leiden.id]);
    });

    it('pages with a keyset cursor and bounds the page size', async () => {
      const unique = tag();
      const posted = [];
      for (let i = 0; i < 5; i++) posted.push(await postRequest(t, alice, { name: `Paged ${unique} ${i}` }));
      const first = await listRequests(t, bob, { search: unique, limit: 2 });
      const second = await listRequests(t, bob, { search: unique, limit: 2, cursor: first.nextCursor! });
      const third = await listRequests(t, bob, { search: unique, limit: 2, cursor: second.nextCursor! });
      expect([...first.items, ...second.items, ...third.items].map((r) => r.id)).toEqual(posted.reverse().map((r) => r.id));
      expect(third.nextCursor).toBeNull();
      await t.http().get('/api/reagent-requests').query({ limit: 61 }).set(bearer(bob.token)).expect(400);
      await t.http().get('/api/reagent-requests').query({ cursor: "1' or 1=1" }).set(bearer(bob.token)).expect(400);
    });

    it('hides the requests of a suspended requester at once, and of one who is not approved', async () => {
      const carol = await member(t);
      const unique = tag();
      const request = await postRequest(t, carol, { name: `Hidden ${unique}` });
      expect(await ids(bob, { search: unique })).toEqual([request.id]);
      await t.http().post(`/api/admin/users/${carol.id}/suspend`).set(bearer(admin.token)).expect(200);
      expect(await ids(bob, { search: unique })).toEqual([]);
      await t.http().get(`/api/reagent-requests/${request.id}`).set(bearer(bob.token)).expect(404);

      const dave = await member(t);
      const pending = await postRequest(t, dave, { name: `Pending ${unique}` });
      await sql(t, `update users set approval_status = 'pending', approved_at = null where id = ?`, [dave.id]);
      expect(await ids(bob, { search: unique })).toEqual([]);
      await t.http().get(`/api/reagent-requests/${pending.id}`).set(bearer(bob.token)).expect(404);
    });

    it('reads a page of requests and their requesters in one SQL statement, however many it shows', async () => {
      const unique = tag();
      for (let i = 0; i < 3; i++) await postRequest(t, i % 2 ? alice : bob, { name: `Counted ${unique} ${i}` });
      const connection = t.orm.em.getConnection();
      const original = connection.execute.bind(connection);
      const statements: string[] = [];
      connection.execute = ((query: unknown, ...rest: unknown[]) => {
        if (typeof query === 'string' && /\breagent_requests\b/.test(query)) statements.push(query);
        return (original as any)(query, ...rest);
      }) as typeof connection.execute;
      try {
        expect((await listRequests(t, bob, { search: unique })).items).toHaveLength(3);
      } finally {
        connection.execute = original;
      }
      expect(statements).toHaveLength(1);
    });
  });

  describe('edit and delete', () => {
    it('lets the requester edit: fields left out keep their value, null clears one, updated_at moves', async () => {
      const request = await postRequest(t, alice, { description: 'Old text' });
      const res = await t
        .http()
        .patch(`/api/reagent-requests/${request.id}`)
        .set(bearer(alice.token))
        .send({ name: '  New name ', category: null, amount: 0, unit: 'Custom unit' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: request.id,
        name: 'New name',
        category: null,
        amount: 0,
        unit: 'Custom unit',
        description: 'Old text',
        catalogNumber: request.catalogNumber,
      });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(request.updatedAt).getTime());
    });

    it('refuses an edit that blanks the name', async () => {
      const request = await postRequest(t, alice);
      const res = await t.http().patch(`/api/reagent-requests/${request.id}`).set(bearer(alice.token)).send({ name: ' ' }).expect(400);
      expect(res.body.detail).toBe('Reagent name is required');
    });

    it("refuses anyone but the requester with 403 'You don't have permission to edit this request' and changes nothing", async () => {
      const request = await postRequest(t, alice);
      const edit = await t
        .http()
        .patch(`/api/reagent-requests/${request.id}`)
        .set(bearer(bob.token))
        .send({ name: 'Hijacked' })
        .expect(403);
      expect(edit.body.detail).toBe("You don't have permission to edit this request");
      const del = await t.http().delete(`/api/reagent-requests/${request.id}`).set(bearer(bob.token)).expect(403);
      expect(del.body.detail).toBe("You don't have permission to edit this request");
      const [row] = await sql(t, 'select name, is_deleted from reagent_requests where id = ?', [request.id]);
      expect(row).toEqual({ name: request.name, is_deleted: false });
    });

    it('soft-deletes: the row stays with is_deleted, the request leaves the list and cannot be edited again', async () => {
      const unique = tag();
      const request = await postRequest(t, alice, { name: `Deleted ${unique}` });
      const res = await t.http().delete(`/api/reagent-requests/${request.id}`).set(bearer(alice.token)).expect(200);
      expect(res.body).toEqual({ message: 'Reagent request deleted', id: request.id });
      expect(await sql(t, 'select is_deleted from reagent_requests where id = ?', [request.id])).toEqual([{ is_deleted: true }]);
      expect(await ids(bob, { search: unique })).toEqual([]);
      await t.http().patch(`/api/reagent-requests/${request.id}`).set(bearer(alice.token)).send({ name: 'Back' }).expect(404);
      await t.http().delete(`/api/reagent-requests/${request.id}`).set(bearer(alice.token)).expect(404);
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for %s', async (id) => {
      const res = await t.http().get(`/api/reagent-requests/${id}`).set(bearer(alice.token)).expect(404);
      expect(res.body).toMatchObject({ detail: 'Reagent request not found', code: 'REAGENT_REQUEST_NOT_FOUND' });
    });
  });

  it('keeps a fulfilled request out of the list (spec §4: active = not fulfilled and not deleted)', async () => {
    const unique = tag();
    const request = await postRequest(t, alice, { name: `Fulfilled ${unique}` });
    await sql(t, 'update reagent_requests set is_fulfilled = true where id = ?', [request.id]);
    expect(await ids(bob, { search: unique })).toEqual([]);
  });

  it('the database refuses what the rules refuse, whoever writes', async () => {
    await expect(
      sql(t, `insert into reagent_requests (requester_id, name, number_of_packages) values (?, 'x', -1)`, [alice.id]),
    ).rejects.toThrow(/check/);
    await expect(sql(t, `insert into reagent_requests (requester_id, name) values (?, '  ')`, [alice.id])).rejects.toThrow(/check/);
    await expect(
      sql(t, `insert into reagent_requests (requester_id, name, category_id) values (?, 'x', 'nope')`, [alice.id]),
    ).rejects.toThrow(/foreign key/);
  });
});

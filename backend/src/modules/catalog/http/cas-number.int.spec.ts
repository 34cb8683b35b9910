import { CAS_MESSAGES } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, sql, tag, type Member } from '../testing/catalog.fixtures.js';

/** Issue 18 item 1: the optional CAS number of a listing — normalised, checked, searched and filtered by. */
describe('CAS numbers on listings', () => {
  let t: TestApp;
  let viewer: Member;
  beforeAll(async () => {
    t = await createTestApp();
    viewer = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  const browse = async (query: Record<string, string>) =>
    (await t.http().get('/api/reagents').query(query).set(bearer(viewer.token)).expect(200)).body.items as { id: string }[];

  it('stores the number normalised and shows it on the listing', async () => {
    const owner = await member(t);
    const listed = await listReagent(t, owner, { casNumber: ' 7732185 ' });
    expect(listed.casNumber).toBe('7732-18-5');
    expect((await t.http().get(`/api/reagents/${listed.id}`).expect(200)).body.casNumber).toBe('7732-18-5');
    const plain = await listReagent(t, owner);
    expect(plain.casNumber).toBeNull();
  });

  it('refuses a wrong check digit or a malformed number with the message, on create and edit', async () => {
    const owner = await member(t);
    for (const casNumber of ['67-64-2', '12-3', 'acetone']) {
      const res = await t
        .http()
        .post('/api/reagents')
        .set(bearer(owner.token))
        .send({ name: 'Acetone', catalogNumber: 'A1', category: 'chemicals', casNumber })
        .expect(400);
      expect(res.body.errors).toEqual([{ field: 'casNumber', message: 'Please enter a valid CAS number, e.g. 67-64-1' }]);
    }
    const listed = await listReagent(t, owner, { casNumber: '67-64-1' });
    await t.http().patch(`/api/reagents/${listed.id}`).set(bearer(owner.token)).send({ casNumber: '67-64-9' }).expect(400);
    const cleared = await t.http().patch(`/api/reagents/${listed.id}`).set(bearer(owner.token)).send({ casNumber: '' }).expect(200);
    expect(cleared.body.casNumber).toBeNull();
    await expect(sql(t, "update reagents set cas_number = '67641' where id = ?", [listed.id])).rejects.toThrow(/check constraint/);
  });

  it('finds a listing by its CAS number in search, exactly, however it is typed', async () => {
    const owner = await member(t);
    // A CAS number no other test file lists: search sees every listing.
    const cas = '7647-14-5';
    const salt = await listReagent(t, owner, { name: `Salt ${tag()}`, casNumber: cas });
    await listReagent(t, owner, { name: `Other ${tag()}`, casNumber: '7732-18-5' });
    for (const search of [cas, '7647145', ' 7647 14 5 ']) {
      expect((await browse({ search })).map((r) => r.id)).toEqual([salt.id]);
    }
    expect(await browse({ search: '7647-14-6' })).toEqual([]);
  });

  it('filters browse and its count by CAS number, and refuses an invalid one', async () => {
    const owner = await member(t);
    const cas = '64-17-5';
    const ethanol = await listReagent(t, owner, { name: `Ethanol ${tag()}`, casNumber: cas });
    await listReagent(t, owner, { name: `Ethanol ${tag()}` });
    expect((await browse({ cas: '64175', ownerId: owner.id })).map((r) => r.id)).toEqual([ethanol.id]);
    const count = await t.http().get('/api/reagents/count').query({ cas, ownerId: owner.id }).set(bearer(viewer.token)).expect(200);
    expect(count.body).toEqual({ total: 1 });
    const bad = await t.http().get('/api/reagents').query({ cas: '64-17-6' }).set(bearer(viewer.token)).expect(400);
    expect(JSON.stringify(bad.body)).toContain(CAS_MESSAGES.invalid);
  });

  it('carries the CAS number on reagent requests, searchable and filterable', async () => {
    const requester = await member(t);
    const cas = '7440-57-5'; // gold
    const bad = await t.http().post('/api/reagent-requests').set(bearer(requester.token)).send({ name: 'Gold', casNumber: '7440-57-4' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'casNumber', message: CAS_MESSAGES.invalid }]);
    const created = await t
      .http()
      .post('/api/reagent-requests')
      .set(bearer(requester.token))
      .send({ name: `Gold ${tag()}`, casNumber: '7440575' })
      .expect(201);
    expect(created.body.casNumber).toBe(cas);
    const list = (query: Record<string, string>) =>
      t.http().get('/api/reagent-requests').query(query).set(bearer(viewer.token)).expect(200);
    expect((await list({ search: cas })).body.items.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    expect((await list({ cas })).body.items.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    const cleared = await t.http().patch(`/api/reagent-requests/${created.body.id}`).set(bearer(requester.token)).send({ casNumber: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.casNumber).toBeNull();
  });
});

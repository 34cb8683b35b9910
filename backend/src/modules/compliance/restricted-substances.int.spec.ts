import { COMPLIANCE_MESSAGES, type RefusedAttemptPage, type RestrictedListView } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';

type Account = Awaited<ReturnType<typeof signedInAccount>>;
const bearer = (who: Account) => ({ Authorization: `Bearer ${who.token}` });
const reagent = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sodium chloride',
  catalogNumber: 'S-1',
  category: 'chemicals',
  amount: '500',
  unit: 'g',
  ...overrides,
});

const schedule1 = COMPLIANCE_MESSAGES.restricted('CWC Schedule 1');

describe('restricted-substance screening (issue 18 item 2)', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAccount(t, { isAdmin: true });
  }, 60_000);
  afterAll(() => t.close());

  const refusalsOf = async (who: Account) => {
    const page = (await t.http().get('/api/admin/restricted-substances/refusals').query({ limit: 200 }).set(bearer(admin)).expect(200))
      .body as RefusedAttemptPage;
    return page.items.filter((item) => item.actor.id === who.id);
  };
  const reagentsOf = (who: Account) =>
    t.orm.em
      .fork()
      .execute<{ name: string; cas_number: string | null }[]>(
        'select name, cas_number from reagents where owner_id = ? order by listing_seq',
        [who.id],
      );

  it('refuses a listing by name (case and accents aside) and by CAS number, and logs each attempt', async () => {
    const lister = await signedInAccount(t);
    const byName = await t
      .http()
      .post('/api/reagents')
      .set(bearer(lister))
      .send(reagent({ name: 'SÁRIN' }))
      .expect(400);
    expect(byName.body).toMatchObject({
      code: 'RESTRICTED_SUBSTANCE',
      detail: schedule1,
      errors: [{ field: 'name', message: 'This substance is on the restricted list (CWC Schedule 1) and cannot be listed.' }],
    });
    const byCas = await t
      .http()
      .post('/api/reagents')
      .set(bearer(lister))
      .send(reagent({ name: 'Compound 7', casNumber: '75 44 5' }))
      .expect(400);
    expect(byCas.body.errors).toEqual([{ field: 'casNumber', message: COMPLIANCE_MESSAGES.restricted('CWC Schedule 3') }]);
    expect(await reagentsOf(lister)).toEqual([]);

    expect(await refusalsOf(lister)).toEqual([
      expect.objectContaining({
        source: 'reagent',
        name: 'Compound 7',
        casNumber: '75-44-5',
        list: 'CWC Schedule 3',
        substance: 'Phosgene',
      }),
      expect.objectContaining({ source: 'reagent', name: 'SÁRIN', casNumber: null, list: 'CWC Schedule 1', substance: 'Sarin' }),
    ]);
    expect((await refusalsOf(lister))[0]!.actor.displayName).toMatch(/^Test /);
  });

  it('lets through names that only contain a listed name (no substring matches)', async () => {
    const lister = await signedInAccount(t);
    for (const name of ['Sodium chloride', 'Chlorine dioxide solution', 'Mustard seed oil', 'Sarin antidote kit']) {
      await t.http().post('/api/reagents').set(bearer(lister)).send(reagent({ name })).expect(201);
    }
    expect(await refusalsOf(lister)).toEqual([]);
  });

  it('refuses an edit that would make a listing restricted, and leaves it as it was', async () => {
    const lister = await signedInAccount(t);
    const listed = (
      await t
        .http()
        .post('/api/reagents')
        .set(bearer(lister))
        .send(reagent({ name: 'Glycerol' }))
        .expect(201)
    ).body;
    const res = await t.http().patch(`/api/reagents/${listed.id}`).set(bearer(lister)).send({ name: 'Mustard gas' }).expect(400);
    expect(res.body.detail).toBe(schedule1);
    expect(await reagentsOf(lister)).toEqual([{ name: 'Glycerol', cas_number: null }]);
    expect(await refusalsOf(lister)).toEqual([
      expect.objectContaining({ source: 'reagent', name: 'Mustard gas', substance: 'Sulfur mustard' }),
    ]);
  });

  it('refuses a reagent request, created or edited, with the same message', async () => {
    const requester = await signedInAccount(t);
    const created = await t.http().post('/api/reagent-requests').set(bearer(requester)).send({ name: 'Ephedrine' }).expect(400);
    expect(created.body.detail).toBe(COMPLIANCE_MESSAGES.restricted('EU drug precursors Category 1'));
    const request = (await t.http().post('/api/reagent-requests').set(bearer(requester)).send({ name: 'Ethanol' }).expect(201)).body;
    const edited = await t
      .http()
      .patch(`/api/reagent-requests/${request.id}`)
      .set(bearer(requester))
      .send({ casNumber: '50782-69-9' })
      .expect(400);
    expect(edited.body.errors).toEqual([{ field: 'casNumber', message: schedule1 }]);
    const [stored] = await t.orm.em.fork().execute('select name, cas_number from reagent_requests where id = ?', [request.id]);
    expect(stored).toEqual({ name: 'Ethanol', cas_number: null });
    expect((await refusalsOf(requester)).map((r) => [r.source, r.substance])).toEqual([
      ['request', 'VX'],
      ['request', 'Ephedrine'],
    ]);
  });

  it('refuses restricted CSV rows one by one and imports the rest of the file', async () => {
    const lister = await signedInAccount(t);
    const csv = [
      'name,category_id,amount,cas_number',
      'Acetone,chemicals,500,67-64-1',
      'Thiodiglycol,chemicals,100,',
      'Buffer salt,chemicals,10,7719-12-2',
      'Glycine,chemicals,250,56-40-6',
    ].join('\n');
    const res = await t
      .http()
      .post('/api/reagents/import')
      .set(bearer(lister))
      .attach('file', Buffer.from(csv), { filename: 'inventory.csv', contentType: 'text/csv' })
      .expect(200);
    expect(res.body).toMatchObject({
      created: 2,
      failed: 2,
      errors: [
        { line: 3, name: 'Thiodiglycol', message: COMPLIANCE_MESSAGES.restricted('CWC Schedule 2') },
        { line: 4, name: 'Buffer salt', message: COMPLIANCE_MESSAGES.restricted('CWC Schedule 3') },
      ],
    });
    expect(await reagentsOf(lister)).toEqual([
      { name: 'Acetone', cas_number: '67-64-1' },
      { name: 'Glycine', cas_number: '56-40-6' },
    ]);
    expect((await refusalsOf(lister)).map((r) => [r.source, r.name, r.substance]).sort()).toEqual([
      ['csv', 'Buffer salt', 'Phosphorus trichloride'],
      ['csv', 'Thiodiglycol', 'Thiodiglycol'],
    ]);
  });

  it('shows admins the list with its edition and sources; members get 403', async () => {
    const someone = await signedInAccount(t);
    await t.http().get('/api/admin/restricted-substances').set(bearer(someone)).expect(403);
    await t.http().get('/api/admin/restricted-substances/refusals').set(bearer(someone)).expect(403);
    await t.http().get('/api/admin/restricted-substances').expect(401);
    const list = (await t.http().get('/api/admin/restricted-substances').set(bearer(admin)).expect(200)).body as RestrictedListView;
    expect(list.edition).toBeTruthy();
    expect(list.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['cwc', 'eu-273-2004']));
    expect(list.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ casNumber: '107-44-8', name: 'Sarin', list: 'CWC Schedule 1', source: 'cwc' })]),
    );
  });

  it('pages the refused attempts newest first', async () => {
    const lister = await signedInAccount(t);
    for (const name of ['Soman', 'Tabun', 'Ricin'])
      await t.http().post('/api/reagents').set(bearer(lister)).send(reagent({ name })).expect(400);
    const first = (await t.http().get('/api/admin/restricted-substances/refusals').query({ limit: 2 }).set(bearer(admin)).expect(200))
      .body as RefusedAttemptPage;
    expect(first.items.map((i) => i.name)).toEqual(['Ricin', 'Tabun']);
    const next = (
      await t
        .http()
        .get('/api/admin/restricted-substances/refusals')
        .query({ limit: 2, cursor: first.nextCursor! })
        .set(bearer(admin))
        .expect(200)
    ).body as RefusedAttemptPage;
    expect(next.items[0]!.name).toBe('Soman');
  });
});

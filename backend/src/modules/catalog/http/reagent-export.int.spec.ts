import { CSV_EXPORT_COLUMNS, CSV_EXPORT_FILE_NAME } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, sql, tag } from '../testing/catalog.fixtures.js';

/** My Reagents' CSV export (issue 18: the CAS number and hazards go out in the columns the import reads). */
describe("My Reagents' CSV export", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const lines = (text: string) => text.trim().split(/\r?\n/);

  it("gives the owner all of their listings, listed and removed, in the import's columns, and nobody else's", async () => {
    const owner = await member(t);
    const stranger = await member(t);
    const acetone = await listReagent(t, owner, {
      name: `Acetone ${tag()}`,
      casNumber: '67-64-1',
      ghsPictograms: ['GHS02', 'GHS07'],
      hazardStatements: ['H225', 'H319'],
      expiryDate: '2031-05-01',
    });
    const removed = await listReagent(t, owner, { name: `Old buffer ${tag()}` });
    await t.http().post(`/api/reagents/${removed.id}/remove`).set(bearer(owner.token)).expect(200);
    const theirs = await listReagent(t, stranger, { name: `Stranger's ${tag()}` });

    const res = await t.http().get('/api/reagents/mine/export').set(bearer(owner.token)).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${CSV_EXPORT_FILE_NAME}"`);
    const [header, ...rows] = lines(res.text);
    expect(header).toBe(CSV_EXPORT_COLUMNS.join(','));
    expect(rows).toHaveLength(2);
    const acetoneRow = rows.find((row) => row.startsWith(acetone.name))!;
    expect(acetoneRow.split(',')).toEqual([
      acetone.name,
      acetone.catalogNumber,
      'chemicals',
      'Unopened bottle',
      '100',
      'g',
      'Room temperature',
      '1',
      '67-64-1',
      'GHS02;GHS07;H225;H319',
      '2031-05-01',
      // Its location as the listing shows it: the owner's where it has none of its own.
      acetone.city,
      acetone.country,
    ]);
    expect(res.text).toContain(removed.name);
    expect(res.text).not.toContain(theirs.name);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const owner = await member(t);
    await listReagent(t, owner, { description: '=HYPERLINK("http://evil.example")' });
    const res = await t.http().get('/api/reagents/mine/export').set(bearer(owner.token)).expect(200);
    expect(res.text).toContain(`'=HYPERLINK`);
  });

  it('is for signed-in members only', async () => {
    await t.http().get('/api/reagents/mine/export').expect(401);
  });

  it('exports the listings it imports: a file exported and imported again lists the same reagents', async () => {
    const owner = await member(t);
    await listReagent(t, owner, { name: `Ethanol ${tag()}`, casNumber: '64-17-5', ghsPictograms: ['GHS02'], hazardStatements: ['H225'] });
    const exported = (await t.http().get('/api/reagents/mine/export').set(bearer(owner.token)).expect(200)).text;
    const other = await member(t);
    const imported = await t
      .http()
      .post('/api/reagents/import')
      .set(bearer(other.token))
      .attach('file', Buffer.from(exported, 'utf8'), { filename: CSV_EXPORT_FILE_NAME, contentType: 'text/csv' })
      .expect(200);
    expect(imported.body.created).toBe(1);
    const [copy] = await sql(t, 'select cas_number, ghs_pictograms, hazard_statements from reagents where owner_id = ?', [other.id]);
    expect(copy).toEqual({ cas_number: '64-17-5', ghs_pictograms: ['GHS02'], hazard_statements: ['H225'] });
  });
});

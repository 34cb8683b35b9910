import { GHS_PICTOGRAMS, HAZARD_STATEMENTS } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, sql, tag, type Member } from '../testing/catalog.fixtures.js';

/** Issue 18 item 3: GHS pictograms and H-statements on listings — create, edit, browse filter, CSV. */
describe('reagent GHS hazards', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await member(t);
    other = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  const browse = (query: Record<string, string>) =>
    t
      .http()
      .get('/api/reagents')
      .query({ limit: 60, ...query })
      .set(bearer(other.token))
      .expect(200);
  const importCsv = (csv: string) =>
    t
      .http()
      .post('/api/reagents/import')
      .set(bearer(owner.token))
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'hazards.csv', contentType: 'text/csv' });

  describe('create and edit', () => {
    it('lists a reagent with pictograms and H-statements, normalised, deduplicated and in code order', async () => {
      const reagent = await listReagent(t, owner, {
        ghsPictograms: ['GHS07', 'ghs2', 'GHS07'],
        hazardStatements: ['H336', 'h225', 'H319'],
      });
      expect(reagent).toMatchObject({ ghsPictograms: ['GHS02', 'GHS07'], hazardStatements: ['H225', 'H319', 'H336'] });
      const detail = await t.http().get(`/api/reagents/${reagent.id}`).set(bearer(other.token)).expect(200);
      expect(detail.body).toMatchObject({ ghsPictograms: ['GHS02', 'GHS07'], hazardStatements: ['H225', 'H319', 'H336'] });
    });

    it('lists a reagent without hazards as empty lists', async () => {
      expect(await listReagent(t, owner)).toMatchObject({ ghsPictograms: [], hazardStatements: [] });
    });

    it('refuses unknown codes with a message naming them, and lists nothing', async () => {
      const catalogNumber = `GHS-${tag()}`;
      const res = await t
        .http()
        .post('/api/reagents')
        .set(bearer(owner.token))
        .send({
          name: 'Acetone',
          catalogNumber,
          category: 'chemicals',
          ghsPictograms: ['GHS10', 'GHS02'],
          hazardStatements: ['H999', 'EUH066'],
        })
        .expect(400);
      expect(res.body.errors).toEqual([
        { field: 'ghsPictograms', message: 'Unknown GHS pictogram GHS10. Choose from GHS01 to GHS09.' },
        { field: 'hazardStatements', message: 'Unknown hazard statement H999, EUH066. Use a GHS H-code such as H225.' },
      ]);
      expect(await sql(t, 'select id from reagents where catalogue_number = ?', [catalogNumber])).toEqual([]);
    });

    it('refuses lists that are not lists of short text', async () => {
      for (const body of [{ ghsPictograms: 'GHS02' }, { hazardStatements: [225] }, { hazardStatements: ['H225'.repeat(5)] }]) {
        await t
          .http()
          .post('/api/reagents')
          .set(bearer(owner.token))
          .send({ name: 'X', catalogNumber: 'Y', category: 'chemicals', ...body })
          .expect(400);
      }
    });

    it('edits the hazards; an edit without them keeps them, an empty list clears them', async () => {
      const reagent = await listReagent(t, owner, { ghsPictograms: ['GHS02'], hazardStatements: ['H225'] });
      const path = `/api/reagents/${reagent.id}`;
      const edited = await t
        .http()
        .patch(path)
        .set(bearer(owner.token))
        .send({ ghsPictograms: ['GHS05', 'GHS07'], hazardStatements: ['H314'] })
        .expect(200);
      expect(edited.body).toMatchObject({ ghsPictograms: ['GHS05', 'GHS07'], hazardStatements: ['H314'] });
      const kept = await t.http().patch(path).set(bearer(owner.token)).send({ description: 'Half full' }).expect(200);
      expect(kept.body).toMatchObject({ description: 'Half full', ghsPictograms: ['GHS05', 'GHS07'], hazardStatements: ['H314'] });
      const cleared = await t.http().patch(path).set(bearer(owner.token)).send({ ghsPictograms: [], hazardStatements: [] }).expect(200);
      expect(cleared.body).toMatchObject({ ghsPictograms: [], hazardStatements: [] });
    });

    it('refuses an edit with an unknown code and keeps the stored hazards', async () => {
      const reagent = await listReagent(t, owner, { ghsPictograms: ['GHS02'] });
      const res = await t
        .http()
        .patch(`/api/reagents/${reagent.id}`)
        .set(bearer(owner.token))
        .send({ ghsPictograms: ['GHS00'] })
        .expect(400);
      expect(res.body.detail).toBe('Unknown GHS pictogram GHS00. Choose from GHS01 to GHS09.');
      expect((await t.http().get(`/api/reagents/${reagent.id}`).set(bearer(owner.token)).expect(200)).body.ghsPictograms).toEqual([
        'GHS02',
      ]);
    });

    it('an edit that sends the same hazards changes nothing (no update event)', async () => {
      const reagent = await listReagent(t, owner, { ghsPictograms: ['GHS02', 'GHS07'], hazardStatements: ['H225'] });
      const before = (await t.http().get(`/api/reagents/${reagent.id}`).set(bearer(owner.token)).expect(200)).body.updatedAt;
      await t
        .http()
        .patch(`/api/reagents/${reagent.id}`)
        .set(bearer(owner.token))
        .send({ ghsPictograms: ['GHS07', 'GHS02'], hazardStatements: ['H225'] })
        .expect(200);
      expect((await t.http().get(`/api/reagents/${reagent.id}`).set(bearer(owner.token)).expect(200)).body.updatedAt).toBe(before);
    });

    it("the database's check holds every shipped code (the migration's list matches the contracts' data)", async () => {
      const reagent = await listReagent(t, owner);
      const pictograms = GHS_PICTOGRAMS.map((p) => p.code);
      const statements = HAZARD_STATEMENTS.map((s) => s.code);
      await sql(
        t,
        `update reagents set ghs_pictograms = string_to_array(?, ','), hazard_statements = string_to_array(?, ',') where id = ?`,
        [pictograms.join(','), statements.join(','), reagent.id],
      );
      const [row] = await sql(t, `select ghs_pictograms, hazard_statements from reagents where id = ?`, [reagent.id]);
      expect(row).toEqual({ ghs_pictograms: pictograms, hazard_statements: statements });
    });

    it('the database refuses an unknown code written past the API', async () => {
      const reagent = await listReagent(t, owner);
      await expect(sql(t, `update reagents set ghs_pictograms = '{GHS10}' where id = ?`, [reagent.id])).rejects.toThrow(/check constraint/);
      await expect(sql(t, `update reagents set hazard_statements = '{H999}' where id = ?`, [reagent.id])).rejects.toThrow(
        /check constraint/,
      );
    });
  });

  describe("browse filter 'No hazard pictograms'", () => {
    it('shows only listings without pictograms, in the list and in its count', async () => {
      const word = `Hazfilter${tag()}`;
      const flammable = await listReagent(t, owner, { name: `${word} flammable`, ghsPictograms: ['GHS02'] });
      const statementOnly = await listReagent(t, owner, { name: `${word} statement only`, hazardStatements: ['H319'] });
      const plain = await listReagent(t, owner, { name: `${word} plain` });
      const all = await browse({ search: word });
      expect(all.body.items.map((r: { id: string }) => r.id).sort()).toEqual([flammable.id, statementOnly.id, plain.id].sort());
      const filtered = await browse({ search: word, noHazardPictograms: 'true' });
      expect(filtered.body.items.map((r: { id: string }) => r.id).sort()).toEqual([statementOnly.id, plain.id].sort());
      const count = await t
        .http()
        .get('/api/reagents/count')
        .query({ search: word, noHazardPictograms: 'true' })
        .set(bearer(other.token))
        .expect(200);
      expect(count.body).toEqual({ total: 2 });
    });

    it('refuses a filter value other than true', async () => {
      await t.http().get('/api/reagents').query({ noHazardPictograms: 'yes' }).set(bearer(other.token)).expect(400);
    });
  });

  describe('CSV column ghs', () => {
    it('offers the ghs column in the template, with an example', async () => {
      const [header, example] = (await t.http().get('/api/reagents/import/template').expect(200)).text.split('\r\n');
      const columns = header!.split(',');
      expect(columns).toContain('ghs');
      // The example's description is quoted (it holds a comma): stand it in with one word to split the row.
      expect(example!.replace(/"[^"]*"/g, 'quoted').split(',')[columns.indexOf('ghs')]).toBe('GHS02;GHS07;H225;H319;H336');
    });

    it("imports the codes split between pictograms and H-statements; a row with an unknown code is that row's error", async () => {
      const word = `Csvghs${tag()}`;
      const csv = [
        'name,catalogue_number,category_id,ghs',
        `${word} acetone,A-1,chemicals,GHS02; ghs07 ;H225;H319`,
        `${word} bad,B-1,chemicals,GHS02;H999;GHS10`,
        `${word} plain,C-1,chemicals,`,
      ].join('\n');
      const res = await importCsv(csv).expect(200);
      expect(res.body).toMatchObject({
        created: 2,
        failed: 1,
        errors: [
          {
            line: 3,
            name: `${word} bad`,
            message: "Unknown GHS code H999, GHS10. Use pictograms GHS01 to GHS09 and H-statements such as H225, separated by ';'.",
          },
        ],
      });
      const rows = await sql(t, `select name, ghs_pictograms, hazard_statements from reagents where name like ? order by name`, [
        `${word}%`,
      ]);
      expect(rows).toEqual([
        { name: `${word} acetone`, ghs_pictograms: ['GHS02', 'GHS07'], hazard_statements: ['H225', 'H319'] },
        { name: `${word} plain`, ghs_pictograms: [], hazard_statements: [] },
      ]);
    });
  });
});

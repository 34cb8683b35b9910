import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, member, outboxFor, sql, tag, type Member } from '../testing/catalog.fixtures.js';

describe('CSV bulk import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const importCsv = (who: Member, csv: string | Buffer, filename = 'inventory.csv', query: Record<string, string> = {}) =>
    t
      .http()
      .post('/api/reagents/import')
      .query(query)
      .set(bearer(who.token))
      .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), { filename, contentType: 'text/csv' });

  const mine = async (who: Member) =>
    sql(
      t,
      "select name, catalogue_number, category_id, description, amount::float8 as amount, amount_unit, storage_conditions, number_of_packages, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date from reagents where owner_id = ? order by listing_seq",
      [who.id],
    );

  it('offers reagent_template.csv with the spec columns to anyone', async () => {
    const res = await t.http().get('/api/reagents/import/template').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="reagent_template.csv"');
    const header = res.text.split('\r\n')[0]!;
    expect(
      header.startsWith('name,catalogue_number,category_id,description,amount,amount_unit,storage_conditions,number_of_packages,'),
    ).toBe(true);
    expect(header.split(',')).toContain('cas_number');
  });

  it('imports the template itself', async () => {
    const owner = await member(t);
    const template = (await t.http().get('/api/reagents/import/template').expect(200)).text;
    expect((await importCsv(owner, template).expect(200)).body).toMatchObject({ created: 1, failed: 0 });
  });

  it('reads quotes, commas and newlines inside quotes, a BOM and CRLF correctly', async () => {
    const owner = await member(t);
    const csv =
      '\uFEFFname,catalogue_number,category_id,description,amount,amount_unit,storage_conditions,number_of_packages\r\n' +
      '"Acetone, HPLC grade",A-1,chemicals,"Says ""flammable""\r\nsecond line",500,mL,"Cabinet 3, shelf 2",2\r\n' +
      'Trypsin,T-9,Enzymes,,10,mg,-20 °C,\r\n' +
      '\r\n' +
      'Mouse anti-CD3,,antibodies,clone OKT3,,,,\r\n';
    const res = await importCsv(owner, csv).expect(200);
    expect(res.body).toMatchObject({ message: 'Successfully uploaded 3 reagents!', created: 3, failed: 0, errors: [], duplicates: [] });
    expect(await mine(owner)).toEqual([
      {
        name: 'Acetone, HPLC grade',
        catalogue_number: 'A-1',
        category_id: 'chemicals',
        description: 'Says "flammable"\r\nsecond line',
        amount: 500,
        amount_unit: 'mL',
        storage_conditions: 'Cabinet 3, shelf 2',
        number_of_packages: 2,
        expiry_date: null,
      },
      expect.objectContaining({ name: 'Trypsin', category_id: 'enzymes', amount: 10, amount_unit: 'mg', number_of_packages: 1 }),
      // Spec defaults for blank cells: amount 0, packages 1.
      expect.objectContaining({ name: 'Mouse anti-CD3', catalogue_number: '', amount: 0, amount_unit: 'g', number_of_packages: 1 }),
    ]);
  });

  it('keeps the good rows when others fail, naming each failure with its row number and the spec message', async () => {
    const owner = await member(t);
    const rows = ['name,category_id,amount,number_of_packages,expiry_date'];
    for (let i = 1; i <= 50; i++) rows.push(`Reagent ${i},chemicals,${i},1,2027-01-${String((i % 28) + 1).padStart(2, '0')}`);
    rows[10] = ',chemicals,5,1,'; // row 11: no name
    rows[20] = 'Bad packages,chemicals,5,99999999999,'; // row 21 ('many' would be the spec's default 1)
    rows[30] = 'Bad category,plutonium,5,1,'; // row 31
    const res = await importCsv(owner, rows.join('\n')).expect(200);
    expect(res.body).toMatchObject({ created: 47, failed: 3, message: 'Successfully uploaded 47 reagents!' });
    expect(res.body.errors).toEqual([
      { line: 11, name: '', message: "Missing required field 'name' for a reagent entry" },
      { line: 21, name: 'Bad packages', message: 'Number of packages is too large' },
      { line: 31, name: 'Bad category', message: "Unknown category 'plutonium'" },
    ]);
    expect(await mine(owner)).toHaveLength(47);
  });

  it('emits a ReagentListed per created row carrying the import id, and ONE ReagentsImported summary', async () => {
    const owner = await member(t);
    const csv = ['name,category_id,city', ...Array.from({ length: 30 }, (_, i) => `Bulk ${i},enzymes,${i === 0 ? 'Leuven' : ''}`)].join(
      '\n',
    );
    const res = await importCsv(owner, csv).expect(200);
    const [summary] = await outboxFor(t, 'catalog.reagents-imported', 'ownerId', owner.id);
    expect(await outboxFor(t, 'catalog.reagents-imported', 'ownerId', owner.id)).toEqual([
      expect.objectContaining({ count: 30, sampleNames: ['Bulk 0', 'Bulk 1', 'Bulk 2', 'Bulk 3', 'Bulk 4'] }),
    ]);
    const listed = await outboxFor(t, 'catalog.reagent-listed', 'ownerId', owner.id);
    expect(listed).toHaveLength(30);
    expect(listed.map((e: Record<string, unknown>) => e.reagentId).sort()).toEqual([...res.body.createdIds].sort());
    expect(listed.every((e: Record<string, unknown>) => e.importId === summary.importId)).toBe(true);
    const first = listed.find((e: Record<string, unknown>) => e.name === 'Bulk 0');
    expect(first).toMatchObject({ categoryId: 'enzymes', categoryName: 'Enzymes', city: 'Leuven', country: 'Belgium' });
    expect(listed.find((e: Record<string, unknown>) => e.name === 'Bulk 1')).toMatchObject({ city: 'Testville' });
  });

  it('importing the same file twice skips the identical rows and says so', async () => {
    const owner = await member(t);
    const csv = `name,catalogue_number,amount\nEthanol ${tag()},E1,1\nMethanol,M1,2\n`;
    await importCsv(owner, csv).expect(200);
    const again = await importCsv(owner, csv).expect(200);
    expect(again.body).toMatchObject({ created: 0, skipped: 2, message: 'Failed to upload reagents.' });
    expect(again.body.duplicates.map((d: { line: number; message: string }) => [d.line, d.message])).toEqual([
      [2, 'Skipped: identical to a reagent you already listed'],
      [3, 'Skipped: identical to a reagent you already listed'],
    ]);
    expect(await mine(owner)).toHaveLength(2);
    expect((await importCsv(owner, csv, 'inventory.csv', { importDuplicates: 'true' }).expect(200)).body.created).toBe(2);
  });

  it('names a failed row by the physical line it starts on, counting the lines inside quoted cells', async () => {
    const owner = await member(t);
    const csv =
      'name,description,category_id\r\n' + // line 1
      '"Acetone","first line\r\nsecond line\r\nthird line",chemicals\r\n' + // lines 2-4
      'Ethanol,"ends with a break\n",chemicals\r\n' + // lines 5-6 (the break at the cell's edge counts too)
      'Bad category,,plutonium\r\n' + // line 7
      '\r\n' + // line 8, blank
      'Too,many,cells,here\r\n'; // line 9
    const res = await importCsv(owner, csv).expect(200);
    expect(res.body).toMatchObject({ created: 2, failed: 2 });
    expect(res.body.errors).toEqual([
      { line: 7, name: 'Bad category', message: "Unknown category 'plutonium'" },
      { line: 9, name: '', message: 'This row has 4 columns where the header has 3' },
    ]);
    expect((await mine(owner)).map((r) => r.description)).toEqual(['first line\r\nsecond line\r\nthird line', 'ends with a break']);
  });

  it("'Import anyway' re-posts the file with the skipped rows' lines: only those are imported, not the rows just created", async () => {
    const owner = await member(t);
    const ethanol = `Ethanol ${tag()}`;
    await importCsv(owner, `name,amount\n${ethanol},1\n`).expect(200);
    // The second file has the same Ethanol (line 3, after a two-line quoted cell) and one new row.
    const csv = `name,amount,description\nMethanol,2,"two\nlines"\n${ethanol},1,\n`;
    const first = (await importCsv(owner, csv).expect(200)).body;
    expect(first).toMatchObject({ created: 1, skipped: 1, duplicates: [expect.objectContaining({ line: 4, name: ethanol })] });
    const anyway = await importCsv(owner, csv, 'inventory.csv', { importDuplicates: 'true', lines: '4' }).expect(200);
    expect(anyway.body).toMatchObject({ created: 1, failed: 0, skipped: 0, message: 'Successfully uploaded 1 reagents!' });
    expect((await mine(owner)).map((r) => r.name)).toEqual([ethanol, 'Methanol', ethanol]);
  });

  it.each(['', 'x', '3;4', '-1', '3,,4'])('refuses a malformed lines list %p with 400', async (lines) => {
    const owner = await member(t);
    await importCsv(owner, 'name\nX\n', 'inventory.csv', { lines }).expect(400);
    expect(await mine(owner)).toEqual([]);
  });

  it('reports the first error when no row could be imported', async () => {
    const owner = await member(t);
    const res = await importCsv(owner, 'name,amount\n,5\n').expect(200);
    expect(res.body).toMatchObject({ created: 0, failed: 1, message: 'Failed to upload reagents.' });
  });

  it('refuses rows whose column count does not match the header', async () => {
    const owner = await member(t);
    const res = await importCsv(owner, 'name,amount\nGood,1\nToo,many,cells\n').expect(200);
    expect(res.body.errors).toEqual([{ line: 3, name: '', message: 'This row has 3 columns where the header has 2' }]);
  });

  it.each<[string, string | Buffer, string, number]>([
    ['Please upload a valid CSV file', 'name\nX\n', 'inventory.xlsx', 400],
    ['CSV file is empty or invalid', 'name,amount\n', 'inventory.csv', 400],
    ['CSV file is empty or invalid', '', 'inventory.csv', 400],
  ])('refuses the whole file: "%s"', async (message, csv, filename, status) => {
    const owner = await member(t);
    const res = await importCsv(owner, csv, filename).expect(status);
    expect(res.body.detail).toBe(message);
  });

  it("asks for a file: 'Please select a CSV file'", async () => {
    const owner = await member(t);
    const res = await t.http().post('/api/reagents/import').set(bearer(owner.token)).field('note', 'no file').expect(400);
    expect(res.body.detail).toBe('Please select a CSV file');
  });

  it('caps rows and bytes with a clear error, importing nothing', async () => {
    const owner = await member(t);
    const tooMany = ['name', ...Array.from({ length: 10_001 }, (_, i) => `R${i}`)].join('\n');
    expect((await importCsv(owner, tooMany).expect(400)).body.detail).toBe(
      'The CSV file has more than 10,000 reagents. Split it into smaller files.',
    );
    const tooBig = 'name,description\n' + `X,${'a'.repeat(11 * 1024 * 1024)}\n`;
    expect((await importCsv(owner, tooBig).expect(413)).body.detail).toBe(
      'The CSV file is larger than 10 MB. Split it into smaller files.',
    );
    expect(await mine(owner)).toEqual([]);
  });

  it('a binary file renamed .csv, or cells with control characters, never give a 5xx', async () => {
    const owner = await member(t);
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect((await importCsv(owner, binary)).status).toBeLessThan(500);
    const res = await importCsv(owner, 'name,description\n"Nul\u0000led","bell\u0007 and \uD800 lone surrogate"\n').expect(200);
    expect(res.body.created).toBe(1);
    expect(await mine(owner)).toEqual([expect.objectContaining({ name: 'Nul led', description: 'bell and \uFFFD lone surrogate' })]);
  });

  it('needs sign-in', async () => {
    await t.http().post('/api/reagents/import').attach('file', Buffer.from('name\nX\n'), 'x.csv').expect(401);
  });
});

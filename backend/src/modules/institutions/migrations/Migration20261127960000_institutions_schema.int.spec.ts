import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrationsList } from '../../../migrations/index.js';
import { scratchDatabaseAt, scratchDatabaseUrl, type ScratchDatabase } from '../../../migrations/testing/scratch-database.js';

const MIGRATION = 'Migration20261127960000_institutions_schema';
const BEFORE = migrationsList[migrationsList.findIndex((m) => m.name === MIGRATION) - 1]!.name;
const DATABASE_URL = scratchDatabaseUrl('institutions_upgrade');

/** Each table's rows as text, read from the schema given (so a row cannot hide elsewhere). */
async function rowsOf(client: pg.Client, schema: string): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of ['universities', 'labs']) {
    rows[table] = (await client.query<{ row: string }>(`select t::text as row from ${schema}.${table} t order by 1`)).rows.map(
      (r) => r.row,
    );
  }
  return rows;
}

/** Universities and labs move from identity into institutions in place; identity's published views still show them. */
describe(`${MIGRATION} on a database holding data`, () => {
  let orm: MikroORM;
  let client: pg.Client;

  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    scratch = await scratchDatabaseAt(DATABASE_URL, BEFORE);
    ({ orm, client } = scratch);
  });

  afterAll(() => scratch?.close());

  it('moves the rows into institutions, keeps the profiles pointing at them, and moves them back on the way down', async () => {
    const [alice, university, lab] = [1, 2, 3].map(() => randomUUID()) as string[];
    await client.query(`
      insert into identity.users (id, email, password_hash, approval_status, approved_at) values ('${alice}', 'alice@institutions.test', 'x', 'approved', now());
      insert into identity.universities (id, name, city, country) values ('${university}', 'Upgrade University', 'Ghent', 'Belgium');
      insert into identity.labs (id, name, university_id) values ('${lab}', 'Upgrade Lab', '${university}');
      insert into identity.profiles (user_id, username, lab_id, university_id) values ('${alice}', 'alice_upgrade', '${lab}', '${university}');
    `);
    const before = await rowsOf(client, 'identity');
    const member = `select lab_name, university_name from identity.member_directory where user_id = $1`;

    await orm.migrator.up({ to: MIGRATION });
    expect(await rowsOf(client, 'institutions')).toEqual(before);
    expect((await client.query(member, [alice])).rows).toEqual([{ lab_name: 'Upgrade Lab', university_name: 'Upgrade University' }]);
    const { rows: places } = await client.query(
      `select un.name as university, un.country, l.name as lab from institutions.lab_directory l
         join institutions.university_directory un on un.id = l.university_id where l.id = $1`,
      [lab],
    );
    expect(places).toEqual([{ university: 'Upgrade University', country: 'Belgium', lab: 'Upgrade Lab' }]);
    // Identity's published views read institutions' published views, not its tables.
    const { rows: dependencies } = await client.query(
      `select distinct v.relname as view, d.relname as reads from pg_rewrite r
         join pg_class v on v.oid = r.ev_class join pg_namespace vn on vn.oid = v.relnamespace and vn.nspname = 'identity'
         join pg_depend dep on dep.objid = r.oid join pg_class d on d.oid = dep.refobjid
         join pg_namespace dn on dn.oid = d.relnamespace and dn.nspname = 'institutions' order by 1, 2`,
    );
    expect(dependencies.map((d) => d.reads)).not.toContain('universities');
    expect(dependencies.map((d) => d.reads)).not.toContain('labs');
    expect(dependencies).toHaveLength(6);

    await orm.migrator.down({ to: BEFORE });
    expect(await rowsOf(client, 'identity')).toEqual(before);
    expect((await client.query(member, [alice])).rows).toEqual([{ lab_name: 'Upgrade Lab', university_name: 'Upgrade University' }]);
    const { rows: schemas } = await client.query(`select 1 from pg_namespace where nspname = 'institutions'`);
    expect(schemas).toEqual([]);

    await orm.migrator.up({ to: MIGRATION });
    expect(await rowsOf(client, 'institutions')).toEqual(before);
  });
});

import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrationsList } from '../../../migrations/index.js';
import { scratchDatabaseAt, scratchDatabaseUrl, type ScratchDatabase } from '../../../migrations/testing/scratch-database.js';

const MIGRATION = 'Migration20261127900000_schema_per_module';
const BEFORE = migrationsList[migrationsList.findIndex((m) => m.name === MIGRATION) - 1]!.name;

/** Where the upgrade must leave each table the test fills, and how many rows it put there. */
const FILLED: Record<string, string> = {
  users: 'identity',
  profiles: 'identity',
  universities: 'identity',
  labs: 'identity',
  categories: 'catalog',
  reagents: 'catalog',
  reagent_requests: 'requests',
  swap_requests: 'swaps',
  ledger_events: 'ledger',
  messages: 'messaging',
  outbox: 'platform',
  support_requests: 'support',
};

const DATABASE_URL = scratchDatabaseUrl('schema_upgrade');

/** Rows in the main tables, written the way the layout before this migration had them: all in public. */
async function fill(client: pg.Client): Promise<{ alice: string; bob: string; reagent: string }> {
  const [alice, bob, university, lab, reagent, swap] = [1, 2, 3, 4, 5, 6].map(() => randomUUID()) as string[];
  await client.query(`
    insert into public.users (id, email, password_hash, approval_status, approved_at) values
      ('${alice}', 'alice@upgrade.test', 'x', 'approved', now()), ('${bob}', 'bob@upgrade.test', 'x', 'approved', now());
    insert into public.universities (id, name, city) values ('${university}', 'Upgrade University', 'Ghent');
    insert into public.labs (id, name, university_id) values ('${lab}', 'Upgrade Lab', '${university}');
    insert into public.profiles (user_id, username, lab_id, university_id) values
      ('${alice}', 'alice_upgrade', '${lab}', '${university}'), ('${bob}', 'bob_upgrade', null, null);
    insert into public.categories (id, name) values ('upgrade-solvents', 'Upgrade solvents');
    insert into public.reagents (id, owner_id, name, category_id) values ('${reagent}', '${alice}', 'Acetone', 'upgrade-solvents');
    insert into public.reagent_requests (requester_id, name) values ('${bob}', 'Ethanol');
    insert into public.swap_requests (id, requester_id, owner_id, reagent_id, offer_kind, credit_offer_cents, message)
      values ('${swap}', '${bob}', '${alice}', '${reagent}', 'credits', 1000, 'Please');
    insert into public.ledger_events (id, account_id, sequence, type, amount_cents, balance_after_cents, reserved_after_cents,
                                      idempotency_key, key_index, created_at, prev_hash, hash)
      values ('${randomUUID()}', '${alice}', 1, 'ledger.credits-granted', 1000, 1000, 0, 'upgrade-grant', 0, now(), '\\x${'00'.repeat(32)}', '\\x${'01'.repeat(32)}');
    insert into public.messages (sender_id, recipient_id, reagent_id, content) values ('${bob}', '${alice}', '${reagent}', 'Hello');
    insert into public.outbox (event_type, payload) values ('upgrade.probe', '{"n": 1}');
    insert into public.support_requests (id, name, email, issue_type, message)
      values ('${randomUUID()}', 'Bob', 'bob@upgrade.test', 'other', 'Please help');
  `);
  return { alice, bob, reagent };
}

/** Each filled table's rows as text, read from the schema given (so a row cannot hide elsewhere). */
async function snapshot(client: pg.Client, schemaOf: (table: string) => string): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of Object.keys(FILLED)) {
    const { rows: found } = await client.query<{ row: string }>(`select t::text as row from ${schemaOf(table)}.${table} t order by 1`);
    rows[table] = found.map((r) => r.row);
  }
  return rows;
}

describe(`${MIGRATION} on a database holding data`, () => {
  let orm: MikroORM;
  let client: pg.Client;

  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    scratch = await scratchDatabaseAt(DATABASE_URL, BEFORE);
    ({ orm, client } = scratch);
  });

  afterAll(() => scratch?.close());

  it('moves every row into its module schema in place, and back into public on the way down', async () => {
    const { alice, bob, reagent } = await fill(client);
    const before = await snapshot(client, () => 'public');

    await orm.migrator.up({ to: MIGRATION });
    expect(await snapshot(client, (table) => FILLED[table]!)).toEqual(before);
    const { rows: left } = await client.query(`select table_name from information_schema.tables where table_schema = 'public'`);
    expect(left.map((r) => r.table_name)).toEqual(['schema_migrations']);

    // The owners' published views show the rows the readers' old views showed.
    const { rows: members } = await client.query(
      `select user_id, username, lab_name, is_listed from identity.member_directory where user_id = any($1) order by username`,
      [[alice, bob]],
    );
    expect(members).toEqual([
      { user_id: alice, username: 'alice_upgrade', lab_name: 'Upgrade Lab', is_listed: true },
      { user_id: bob, username: 'bob_upgrade', lab_name: null, is_listed: true },
    ]);
    const { rows: listed } = await client.query(`select user_id from identity.listed_members where user_id = $1`, [alice]);
    expect(listed).toEqual([{ user_id: alice }]);
    const { rows: reagents } = await client.query(`select name, category_name from catalog.reagent_summaries where reagent_id = $1`, [
      reagent,
    ]);
    expect(reagents).toEqual([{ name: 'Acetone', category_name: 'Upgrade solvents' }]);

    // Identity columns (sequences) moved with their tables: the next message continues the numbering.
    const { rows: seqs } = await client.query(
      `insert into messaging.messages (sender_id, recipient_id, content) values ($1, $2, 'Again') returning seq::int`,
      [alice, bob],
    );
    expect(seqs[0].seq).toBeGreaterThan(1);
    await client.query(`delete from messaging.messages where content = 'Again'`);

    await orm.migrator.down({ to: BEFORE });
    expect(await snapshot(client, () => 'public')).toEqual(before);
    const { rows: views } = await client.query(`select table_name from information_schema.views where table_schema = 'public' order by 1`);
    expect(views.map((r) => r.table_name)).toEqual([
      'catalog_listed_owners',
      'compliance_actors',
      'messaging_members',
      'messaging_reagents',
      'reagent_request_members',
      'swap_members',
      'swap_reagents',
    ]);

    await orm.migrator.up({ to: MIGRATION });
    expect(await snapshot(client, (table) => FILLED[table]!)).toEqual(before);
  });
});

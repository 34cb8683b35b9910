import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { migrationsList } from '../../../migrations/index.js';
import { scratchDatabaseAt, scratchDatabaseUrl, type ScratchDatabase } from '../../../migrations/testing/scratch-database.js';

const MIGRATION = 'Migration20261128100000_notification_preferences';
const BEFORE = migrationsList[migrationsList.findIndex((m) => m.name === MIGRATION) - 1]!.name;
const DATABASE_URL = scratchDatabaseUrl('notification_preferences_upgrade');

/** The two digest switches a member had before, and the one frequency they get (ADR 0029). */
const CASES = [
  { daily: true, weekly: true, frequency: 'daily' },
  { daily: true, weekly: false, frequency: 'daily' },
  { daily: false, weekly: true, frequency: 'weekly' },
  { daily: false, weekly: false, frequency: 'off' },
] as const;

/** Existing members' choices carry over: the digest frequency from the two switches, every other switch as it was. */
describe(`${MIGRATION} on a database holding members`, () => {
  let orm: MikroORM;
  let client: pg.Client;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    scratch = await scratchDatabaseAt(DATABASE_URL, BEFORE);
    ({ orm, client } = scratch);
  });
  afterAll(() => scratch?.close());

  it('derives the digest frequency, keeps the spec switches, turns the new ones on and carries them in member_contacts', async () => {
    const ids = CASES.map(() => randomUUID());
    for (const [i, { daily, weekly }] of CASES.entries()) {
      await client.query(
        `insert into identity.users (id, email, password_hash, approval_status, approved_at) values ($1, $2, 'x', 'approved', now())`,
        [ids[i], `member${i}@preferences.test`],
      );
      await client.query(
        `insert into identity.profiles (user_id, username, daily_digest_email, weekly_digest_email, notify_messages, push_swap_offers)
         values ($1, $2, $3, $4, $5, $6)`,
        [ids[i], `member${i}`, daily, weekly, i % 2 === 0, i % 2 === 1],
      );
    }

    await orm.migrator.up({ to: MIGRATION });
    const { rows } = await client.query<{ flags: Record<string, unknown> }>(
      `select notification_flags as flags from identity.member_contacts where user_id = any($1::uuid[]) order by email`,
      [ids],
    );
    expect(rows.map((r) => r.flags.digestFrequency)).toEqual(CASES.map((c) => c.frequency));
    for (const [i, { flags }] of rows.entries()) {
      expect(flags).toMatchObject({
        notifyMessages: i % 2 === 0,
        pushSwapOffers: i % 2 === 1,
        emailMatches: true,
        emailExpiry: true,
        pushMatches: true,
        pushExpiry: true,
        inAppMessages: true,
        inAppSwapOffers: true,
        inAppSwapResponses: true,
        inAppMatches: true,
        inAppExpiry: true,
      });
      expect(flags).not.toHaveProperty('dailyDigestEmail');
    }
    // A member created afterwards starts with the weekly digest.
    const late = randomUUID();
    await client.query(`insert into identity.users (id, email, password_hash) values ($1, 'late@preferences.test', 'x')`, [late]);
    await client.query(`insert into identity.profiles (user_id, username) values ($1, 'late')`, [late]);
    const { rows: fresh } = await client.query(`select digest_frequency from identity.profiles where user_id = $1`, [late]);
    expect(fresh).toEqual([{ digest_frequency: 'weekly' }]);
    await expect(client.query(`update identity.profiles set digest_frequency = 'hourly' where user_id = $1`, [late])).rejects.toThrow(
      /profiles_digest_frequency/,
    );

    // Down: the two switches again, each on for its own frequency.
    await orm.migrator.down({ to: BEFORE });
    const { rows: back } = await client.query(
      `select daily_digest_email as daily, weekly_digest_email as weekly from identity.profiles where user_id = any($1::uuid[])
        order by username`,
      [ids],
    );
    expect(back).toEqual(CASES.map((c) => ({ daily: c.frequency === 'daily', weekly: c.frequency === 'weekly' })));
  });
});

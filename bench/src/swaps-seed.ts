import argon2 from 'argon2';
import type pg from 'pg';
import { seedCatalog } from './catalog/seed-catalog.js';
import { openFundedAccounts } from './ledger-bench.js';

export interface SwapsSeedOptions {
  members: number;
  /** Listings per member: each completed swap takes one out of the catalog for good. */
  listingsPerMember: number;
  /** The one password every seeded member signs in with. */
  password: string;
}

export interface SeededMember {
  id: string;
  email: string;
}

export interface SeededListing {
  id: string;
  ownerId: string;
}

/** The catalog seed names its owners' user ids `30000000-0000-4000-8000-{n in hex}`. */
const MEMBER_ID_PREFIX = '30000000';
const MEMBER_EMAILS = 'owner%@bench.example';

/**
 * `members` approved members who can sign in, each with a funded ledger account (1,000,000
 * credits: no offer is ever refused) and `listingsPerMember` listings, in set-based SQL: the
 * catalog seed (universities, labs, users, profiles, reagents), the ledger bench's funding (hash
 * chains and projection as the commands would write them), then one password for all.
 * Returns the members and the available listings, shuffled.
 */
export async function seedSwapMembers(pool: pg.Pool, o: SwapsSeedOptions): Promise<{ members: SeededMember[]; listings: SeededListing[] }> {
  const db = { execute: (sql: string) => pool.query(sql) };
  await seedCatalog(db, { owners: o.members, reagents: o.members * o.listingsPerMember });
  await openFundedAccounts(db, o.members, MEMBER_ID_PREFIX);
  // argon2.verify reads the cost from the hash itself: a cheap one keeps 1,000 sign-ins to seconds
  // (signing in is not what is measured; production's cost applies to every real password).
  const cheapHash = await argon2.hash(o.password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await pool.query(`update users set password_hash = $1 where email like $2`, [cheapHash, MEMBER_EMAILS]);
  await pool.query('analyze');

  const { rows: members } = await pool.query<SeededMember>(`select id, email from users where email like $1 order by id`, [MEMBER_EMAILS]);
  const { rows: listings } = await pool.query<SeededListing>(
    `select id, owner_id as "ownerId" from reagents where is_available and not is_deleted order by random()`,
  );
  return { members, listings };
}

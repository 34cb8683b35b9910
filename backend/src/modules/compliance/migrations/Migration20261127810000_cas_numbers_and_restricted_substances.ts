import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 items 1 and 2. An optional CAS Registry Number on reagents and reagent requests, stored
 * canonical (NNNNNNN-NN-N; the check digit is the contracts' rule, the database holds the shape),
 * indexed for "search and browse by CAS number". And the compliance module's log of refused
 * listing attempts, with the view through which it names the members (identity's tables stay
 * identity's, as with catalog_listed_owners).
 */
export class Migration20261127810000_cas_numbers_and_restricted_substances extends Migration {
  override name = 'Migration20261127810000_cas_numbers_and_restricted_substances';

  up(): void {
    for (const table of ['reagents', 'reagent_requests']) {
      this.addSql(`alter table ${table} add column cas_number text`);
      this.addSql(`alter table ${table} add constraint ${table}_cas_number_format check (cas_number ~ '^[0-9]{2,7}-[0-9]{2}-[0-9]$')`);
    }
    this.addSql(
      `create index reagents_cas_number on reagents (cas_number) where cas_number is not null and is_available and not is_deleted`,
    );
    this.addSql(
      `create index reagent_requests_cas_number on reagent_requests (cas_number) where cas_number is not null and not is_fulfilled and not is_deleted`,
    );

    this.addSql(`
      create table compliance_refused_attempts (
        id uuid primary key default gen_random_uuid(),
        seq bigint generated always as identity unique,
        actor_id uuid not null,
        source text not null check (source in ('reagent', 'request', 'csv')),
        name text not null,
        cas_number text,
        list text not null,
        substance text not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create view compliance_actors as
        select p.user_id, p.username, p.display_username from profiles p`);
  }

  override down(): void {
    this.addSql(`drop view if exists compliance_actors`);
    this.addSql(`drop table if exists compliance_refused_attempts`);
    for (const table of ['reagents', 'reagent_requests']) {
      this.addSql(`alter table ${table} drop column if exists cas_number`);
    }
  }
}

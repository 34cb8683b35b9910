import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 item 1 (ADR 0026): a request's page looks for the available listings whose folded name
 * (catalog.reagent_summaries.folded_name, `catalog_fold(name)`) is close to the request's, with
 * pg_trgm's `%` operator; this index over the same expression answers it without reading every listing.
 */
export class Migration20261127970400_reagent_folded_name_index extends Migration {
  override name = 'Migration20261127970400_reagent_folded_name_index';

  up(): void {
    this.addSql(
      `create index reagents_folded_name on catalog.reagents using gin (catalog.catalog_fold(name) gin_trgm_ops) where is_available and not is_deleted`,
    );
  }

  override down(): void {
    this.addSql(`drop index catalog.reagents_folded_name`);
  }
}

import { Migration } from '@mikro-orm/migrations';

const SUMMARY_COLUMNS = `r.id as reagent_id, r.name, r.owner_id, r.is_available, r.is_deleted,
               r.storage_conditions, r.category_id, c.name as category_name, r.ghs_pictograms`;

/**
 * Issue 19 item 1 (ADR 0026): the requests module matches open requests against listings through
 * catalog's published view, so the view gains what a match compares — the CAS number and the name
 * folded as the catalog folds it for search (catalog_fold: lower case, accents off) — and when the
 * reagent was listed (the request page shows its matches newest first). Appended columns only:
 * `create or replace view` keeps every reader's columns where they were.
 */
export class Migration20261127970100_reagent_summaries_for_matching extends Migration {
  override name = 'Migration20261127970100_reagent_summaries_for_matching';

  up(): void {
    this.addSql(`
      create or replace view catalog.reagent_summaries as
        select ${SUMMARY_COLUMNS},
               r.cas_number, catalog.catalog_fold(r.name) as folded_name, r.created_at as listed_at
          from catalog.reagents r
          left join catalog.categories c on c.id = r.category_id`);
  }

  override down(): void {
    // A view loses columns only by being dropped; its readers are plain queries, nothing depends on it in the database.
    this.addSql(`drop view catalog.reagent_summaries`);
    this.addSql(`
      create view catalog.reagent_summaries as
        select ${SUMMARY_COLUMNS}
          from catalog.reagents r
          left join catalog.categories c on c.id = r.category_id`);
  }
}

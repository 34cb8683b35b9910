import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 item 1 (ADR 0026): which listing matched which open request, once. The unique pair is
 * what makes "one notification per request and listing" hold when an event is delivered twice:
 * the subscriber inserts `on conflict do nothing` and announces only the rows it inserted.
 * reagent_id names a catalog reagent without a foreign key (another module's table, ADR 0021).
 * The requester is kept so an import's matches group per requester without joining back.
 */
export class Migration20261127970200_request_matches extends Migration {
  override name = 'Migration20261127970200_request_matches';

  up(): void {
    this.addSql(`
      create table requests.request_matches (
        request_id uuid not null references requests.reagent_requests(id),
        reagent_id uuid not null,
        requester_id uuid not null,
        matched_at timestamptz not null default now(),
        primary key (request_id, reagent_id)
      )`);
    this.addSql(`create index request_matches_reagent on requests.request_matches (reagent_id)`);
  }

  override down(): void {
    this.addSql(`drop table requests.request_matches`);
  }
}

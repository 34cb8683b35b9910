import { Migration } from '@mikro-orm/migrations';

/**
 * A reagent a completed swap gave to another member records that swap, and stays unavailable: the
 * check makes "swapped away yet listed again" impossible, whatever code path tries. No foreign key to
 * swap_requests: swaps depend on the catalog, not the reverse (design.md §3).
 */
export class Migration20261124300000_reagents_swapped_away extends Migration {
  override name = 'Migration20261124300000_reagents_swapped_away';

  up(): void {
    this.addSql(`alter table reagents add column swapped_in_swap_id uuid`);
    this.addSql(`
      update reagents r set swapped_in_swap_id = s.id
        from swap_requests s
       where s.status = 'completed' and s.reagent_id = r.id`);
    this.addSql(`
      update reagents r set swapped_in_swap_id = o.swap_request_id
        from offered_reagents o join swap_requests s on s.id = o.swap_request_id
       where s.status = 'completed' and o.source_reagent_id = r.id and r.swapped_in_swap_id is null`);
    // Completed swaps already made their reagents unavailable; make sure, before the check holds it.
    this.addSql(`update reagents set is_available = false where swapped_in_swap_id is not null and is_available`);
    this.addSql(
      `alter table reagents add constraint reagents_swapped_stays_unavailable check (swapped_in_swap_id is null or not is_available)`,
    );
  }
}

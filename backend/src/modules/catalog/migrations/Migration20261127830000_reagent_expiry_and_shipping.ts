import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 items 4 and 5.
 *
 * reagent_expiry_notices: one row per listing, reminder ('14-days', 'expiry-day') and expiry date,
 * claimed by the reminder job in the transaction that records its event in the outbox. The primary
 * key is the idempotency key: however many instances run the job, however often, a reminder is
 * claimed (and its event written) once. The expiry date is part of it so that a listing whose
 * owner moves the date gets reminded of the new one.
 *
 * swap_reagents gains what the approved swap's shipping guidance reads: the storage conditions,
 * the category and the GHS pictograms (columns appended, so `create or replace` keeps the view).
 */
export class Migration20261127830000_reagent_expiry_and_shipping extends Migration {
  override name = 'Migration20261127830000_reagent_expiry_and_shipping';

  up(): void {
    this.addSql(`
      create table reagent_expiry_notices (
        reagent_id uuid not null references reagents (id) on delete cascade,
        milestone text not null check (milestone in ('14-days', 'expiry-day')),
        expiry_date date not null,
        claimed_at timestamptz not null default now(),
        primary key (reagent_id, milestone, expiry_date)
      )`);
    // Browse's "not expired" and the reminder job's window both read listed reagents by expiry date.
    this.addSql(`create index reagents_listed_expiry_idx on reagents (expiry_date) where is_available and not is_deleted`);
    this.addSql(`
      create or replace view swap_reagents as
        select r.id as reagent_id, r.name, r.owner_id, r.is_available, r.is_deleted,
               r.storage_conditions, r.category_id, c.name as category_name, r.ghs_pictograms
          from reagents r
          left join categories c on c.id = r.category_id`);
  }

  override down(): void {
    this.addSql(`drop view swap_reagents`);
    this.addSql(`create view swap_reagents as select id as reagent_id, name, owner_id, is_available, is_deleted from reagents`);
    this.addSql(`drop index reagents_listed_expiry_idx`);
    this.addSql(`drop table reagent_expiry_notices`);
  }
}

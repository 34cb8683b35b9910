import { Migration } from '@mikro-orm/migrations';

/** Exported for the test that replays it against a database seeded the old way. */
export const DETACH_ADMINS_FROM_INVENTED_INSTITUTIONS = `
  do $$
  declare
    invented record;
  begin
    for invented in
      select l.id as lab_id, u.city, u.country
        from labs l join universities u on u.id = l.university_id
       where (lower(u.name), lower(l.name)) in (('reagentswap', 'administration'), ('eth zurich', 'platform operations'))
    loop
      update profiles p
         set university_id = null,
             lab_id = null,
             city = case when p.city is not distinct from invented.city and p.country is not distinct from invented.country then null else p.city end,
             country = case when p.city is not distinct from invented.city and p.country is not distinct from invented.country then null else p.country end,
             updated_at = now()
        from users u
       where u.id = p.user_id and u.is_admin and p.lab_id = invented.lab_id;
      begin
        delete from labs where id = invented.lab_id;
      exception when foreign_key_violation then
        null; -- still someone's lab
      end;
    end loop;
    begin
      delete from universities where lower(name) = 'reagentswap';
    exception when foreign_key_violation then
      null; -- still someone's university
    end;
  end
  $$`;

/**
 * Admins no longer get an invented institution (issue 8). Earlier seeds gave the ADMIN_EMAIL admin
 * the university 'ReagentSwap' with the lab 'Administration', and the demo admin the lab 'Platform
 * Operations' at ETH Zurich; both then showed in the public registration pickers. Here admins are
 * detached from those labs (with the city and country copied from the university), and each lab,
 * then the 'ReagentSwap' university, is deleted unless something still references it: a member who
 * picked one keeps it. The foreign keys decide what "references" means, so tables added later count.
 */
export class Migration20261123400000_admins_without_institution extends Migration {
  override name = 'Migration20261123400000_admins_without_institution';

  up(): void {
    this.addSql(DETACH_ADMINS_FROM_INVENTED_INSTITUTIONS);
  }
}

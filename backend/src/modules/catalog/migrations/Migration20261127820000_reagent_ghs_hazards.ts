import { Migration } from '@mikro-orm/migrations';

// The codes as the migration shipped them (UN GHS Rev. 10, see libs/contracts/src/catalog/ghs.ts):
// written out here, not imported, so this migration means the same thing whatever the list becomes.
// A code added to the list later needs a migration that widens the check.
const PICTOGRAMS = `array['GHS01','GHS02','GHS03','GHS04','GHS05','GHS06','GHS07','GHS08','GHS09']::text[]`;
const STATEMENTS = `array[
  'H200','H201','H202','H203','H204','H205','H206','H207','H208','H220','H221','H222','H223','H224','H225','H226',
  'H227','H228','H229','H230','H231','H232','H240','H241','H242','H250','H251','H252','H260','H261','H270','H271',
  'H272','H280','H281','H282','H283','H284','H290','H300','H301','H302','H303','H304','H305','H310','H311','H312',
  'H313','H314','H315','H316','H317','H318','H319','H320','H330','H331','H332','H333','H334','H335','H336','H340',
  'H341','H350','H351','H360','H361','H362','H370','H371','H372','H373','H400','H401','H402','H410','H411','H412',
  'H413','H420']::text[]`;

/**
 * Issue 18: a reagent carries the GHS pictograms and H-statements its lister ticked. Empty arrays,
 * not null, mean "none", so Browse's 'No hazard pictograms' filter is `ghs_pictograms = '{}'`.
 * The checks keep every stored code one of the shipped list (the API refuses others first, with a message).
 */
export class Migration20261127820000_reagent_ghs_hazards extends Migration {
  override name = 'Migration20261127820000_reagent_ghs_hazards';

  up(): void {
    this.addSql(`
      alter table reagents
        add column ghs_pictograms text[] not null default '{}',
        add column hazard_statements text[] not null default '{}',
        add constraint reagents_ghs_pictograms_known check (ghs_pictograms <@ ${PICTOGRAMS}),
        add constraint reagents_hazard_statements_known check (hazard_statements <@ ${STATEMENTS})`);
  }

  override down(): void {
    this.addSql(`alter table reagents drop column ghs_pictograms, drop column hazard_statements`);
  }
}

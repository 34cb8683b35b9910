import { Migration } from '@mikro-orm/migrations';

/** Admin actions recorded from other modules' events arrive at least once: a key makes them once. */
export class Migration20261122100500_admin_action_dedupe extends Migration {
  override name = 'Migration20261122100500_admin_action_dedupe';

  up(): void {
    this.addSql(`alter table admin_actions add column dedupe_key text`);
    this.addSql(`create unique index admin_actions_dedupe_key on admin_actions (dedupe_key) where dedupe_key is not null`);
  }
}

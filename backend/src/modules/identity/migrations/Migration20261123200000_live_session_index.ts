import { Migration } from '@mikro-orm/migrations';

/**
 * Every authenticated request asks whether its session (refresh family) still has an unrevoked
 * token. A family grows by one row per refresh; the partial index holds only the live one.
 */
export class Migration20261123200000_live_session_index extends Migration {
  override name = 'Migration20261123200000_live_session_index';

  up(): void {
    this.addSql(`create index refresh_tokens_live_family on refresh_tokens (family_id) where revoked_at is null`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Every change that can alter an access token's session check (identity's SessionCache) announces
 * itself on the channel identity_session_changed, with the member's id as payload ('*' for a
 * truncate): a revoked or deleted refresh token, and the account's approval, suspension, admin
 * flag or e-mail. Triggers, not application code, so that no writer (a command, a script, a test,
 * another instance) can change them unannounced. NOTIFY is delivered at commit, never for a
 * rolled-back change, and pg_notify folds repeats within one transaction.
 */
export class Migration20261127500100_session_change_notify extends Migration {
  override name = 'Migration20261127500100_session_change_notify';

  up(): void {
    this.addSql(`
      create function identity_session_changed() returns trigger language plpgsql as $$
      begin
        if tg_level = 'STATEMENT' then
          perform pg_notify('identity_session_changed', '*');
        else
          -- tg_argv[0] names the member id column of the table the trigger is on.
          perform pg_notify('identity_session_changed', coalesce(to_jsonb(new), to_jsonb(old)) ->> tg_argv[0]);
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger users_session_changed after update of approval_status, is_deleted, is_admin, email on users
        for each row when (old.approval_status is distinct from new.approval_status or old.is_deleted is distinct from new.is_deleted
                           or old.is_admin is distinct from new.is_admin or old.email is distinct from new.email)
        execute function identity_session_changed('id')`);
    this.addSql(
      `create trigger users_deleted_session_changed after delete on users for each row execute function identity_session_changed('id')`,
    );
    this.addSql(`
      create trigger refresh_tokens_revoked_session_changed after update of revoked_at on refresh_tokens
        for each row when (old.revoked_at is null and new.revoked_at is not null)
        execute function identity_session_changed('user_id')`);
    this.addSql(`
      create trigger refresh_tokens_deleted_session_changed after delete on refresh_tokens
        for each row when (old.revoked_at is null) execute function identity_session_changed('user_id')`);
    for (const table of ['users', 'refresh_tokens']) {
      this.addSql(
        `create trigger ${table}_truncated_session_changed after truncate on ${table} for each statement execute function identity_session_changed()`,
      );
    }
  }
}

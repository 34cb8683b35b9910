import { Migration } from '@mikro-orm/migrations';

/**
 * Identity, issue 4: single-use links for e-mail changes and password resets, and the indexes the
 * community directory and the admin user list read through.
 */
export class Migration20261122100300_identity_profiles extends Migration {
  override name = 'Migration20261122100300_identity_profiles';

  up(): void {
    for (const [table, extra] of [
      ['email_change_requests', "new_email text not null check (new_email = lower(new_email) and position('@' in new_email) > 1),"],
      ['password_reset_tokens', ''],
    ] as const) {
      this.addSql(`
        create table ${table} (
          id uuid primary key default gen_random_uuid(),
          user_id uuid not null references users(id),
          ${extra}
          token_hash text not null unique,
          expires_at timestamptz not null,
          consumed_at timestamptz,
          revoked_at timestamptz,
          created_at timestamptz not null default now()
        )`);
      // Open links of a user: revoked when a newer one is issued.
      this.addSql(`create index ${table}_open on ${table} (user_id) where consumed_at is null and revoked_at is null`);
    }

    // Community directory: approved, active members, ordered by display name then username.
    this.addSql(`create index users_active_members on users (id) where approval_status = 'approved' and not is_deleted`);
    this.addSql(`create index profiles_directory_order on profiles (lower(display_username), lower(username))`);
    this.addSql(`create index profiles_country on profiles (country)`);
    this.addSql(`create index profiles_university on profiles (university_id)`);
    // Admin user list: newest first.
    this.addSql(`create index users_created on users (created_at desc, id desc)`);
    this.addSql(`create index admin_actions_target on admin_actions (target_user_id)`);
  }
}

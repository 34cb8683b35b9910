import { Migration } from '@mikro-orm/migrations';

/** Identity: universities, labs, users (credentials + status), profiles, refresh tokens, admin audit. */
export class Migration20261122100100_identity extends Migration {
  override name = 'Migration20261122100100_identity';

  up(): void {
    this.addSql(`
      create table universities (
        id uuid primary key default gen_random_uuid(),
        name text not null check (length(btrim(name)) > 0),
        address text,
        city text not null check (length(btrim(city)) > 0),
        postcode text,
        country text,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create unique index universities_name_unique on universities (lower(name))`);
    this.addSql(`
      create table labs (
        id uuid primary key default gen_random_uuid(),
        name text not null check (length(btrim(name)) > 0),
        university_id uuid not null references universities(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create unique index labs_name_unique on labs (university_id, lower(name))`);
    this.addSql(`
      create table users (
        id uuid primary key default gen_random_uuid(),
        email text not null check (email = lower(email) and position('@' in email) > 1),
        password_hash text not null,
        is_admin boolean not null default false,
        approval_status text not null default 'pending' check (approval_status in ('pending', 'approved', 'rejected')),
        approved_at timestamptz,
        is_deleted boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((approval_status = 'approved') = (approved_at is not null))
      )`);
    this.addSql(`create unique index users_email_unique on users (email)`);
    this.addSql(`
      create table profiles (
        user_id uuid primary key references users(id),
        username text not null,
        display_username text,
        university_id uuid references universities(id),
        lab_id uuid references labs(id),
        location text,
        city text,
        country text,
        research_interests text,
        expertise text,
        linkedin_url text,
        website_url text,
        email_notifications boolean not null default true,
        notify_swap_offers boolean not null default true,
        notify_swap_responses boolean not null default true,
        notify_messages boolean not null default true,
        daily_digest_email boolean not null default true,
        weekly_digest_email boolean not null default true,
        push_notifications boolean not null default false,
        push_swap_offers boolean not null default true,
        push_swap_responses boolean not null default true,
        push_messages boolean not null default true,
        push_weekly_digest boolean not null default true,
        push_new_reagents boolean,
        push_reagent_requests boolean,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table refresh_tokens (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users(id),
        family_id uuid not null,
        token_hash text not null unique,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        replaced_by uuid references refresh_tokens(id),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index refresh_tokens_family on refresh_tokens (family_id)`);
    this.addSql(`create index refresh_tokens_user on refresh_tokens (user_id)`);
    this.addSql(`
      create table admin_actions (
        id bigserial primary key,
        actor_id uuid not null references users(id),
        action text not null,
        target_user_id uuid references users(id),
        details jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index admin_actions_created on admin_actions (created_at desc)`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17 item 1: each module owns its data (ADR 0021). Every table moves, in place (`alter …
 * set schema` keeps rows, indexes, constraints, owned sequences and triggers), from `public` into
 * a schema named after the module that writes it; `platform` holds the event backbone (shared/outbox).
 * `public` keeps the migration table MikroORM looks for and the extensions.
 *
 * The views readers used to write over other modules' tables are replaced by views the owning
 * module publishes in its own schema (listed in its index.ts):
 *   catalog_listed_owners → identity.listed_members      (approved, not suspended, with a profile)
 *   reagent_request_members, messaging_members, compliance_actors → identity.member_directory
 *   swap_members → identity.member_contacts                (address, status, notification flags)
 *   swap_reagents, messaging_reagents → catalog.reagent_summaries
 * Each keeps the definition of the view it replaces (the planner's join removal drops the joins a
 * reader does not use), so no query plan changes shape.
 *
 * Connections name tables unqualified through `search_path` (shared/database/module-schemas.ts sets
 * it on every connection the code opens); the database default set here serves psql and other
 * tools, when the migrating role may set it. Functions that write tables pin their own path.
 */
const OWNERSHIP: Record<string, string[]> = {
  platform: ['outbox', 'event_deliveries', 'event_subscribers'],
  identity: [
    'users',
    'profiles',
    'universities',
    'labs',
    'refresh_tokens',
    'email_change_requests',
    'password_reset_tokens',
    'admin_actions',
  ],
  catalog: ['categories', 'reagents', 'reagent_images', 'reagent_engagements', 'reagent_expiry_notices'],
  requests: ['reagent_requests'],
  swaps: ['swap_requests', 'swap_transitions', 'offered_reagents'],
  ledger: ['ledger_events', 'credit_balances', 'ledger_checkpoints'],
  messaging: ['messages'],
  notifications: ['mail_outbox', 'push_subscriptions', 'push_deliveries', 'push_sends', 'digest_sends', 'message_mail_cooldowns'],
  compliance: ['compliance_refused_attempts'],
  support: ['support_requests', 'contact_messages'],
};

/** Functions (with their argument types, as `alter function` needs them) and their owners. */
const FUNCTIONS: Record<string, string[]> = {
  platform: ['outbox_notify_relay()'],
  identity: ['identity_session_changed()'],
  catalog: ['catalog_fold(text)'],
  ledger: [
    'ledger_events_refuse_change()',
    'ledger_checkpoints_refuse_change()',
    'ledger_hash_field(text)',
    'ledger_event_hash(bytea, uuid, uuid, integer, text, bigint, bigint, bigint, text, uuid, uuid, text, smallint, text, text, uuid, text, timestamptz)',
    'ledger_append_transfer(uuid, uuid, bigint, uuid, text, text, text, text, uuid, text, timestamptz, uuid[], bigint, text, jsonb, boolean)',
  ],
  messaging: [
    'messaging_send(uuid, uuid, uuid, text, jsonb, uuid, text, boolean)',
    'messaging_mark_read(uuid, uuid, uuid, bigint, text, text)',
  ],
};

/** The functions that name tables: each resolves them through its own module's schema and platform's outbox. */
const PINNED_PATHS: Record<string, string> = {
  'ledger.ledger_append_transfer(uuid, uuid, bigint, uuid, text, text, text, text, uuid, text, timestamptz, uuid[], bigint, text, jsonb, boolean)':
    'ledger, platform, public',
  'messaging.messaging_send(uuid, uuid, uuid, text, jsonb, uuid, text, boolean)': 'messaging, platform, public',
  'messaging.messaging_mark_read(uuid, uuid, uuid, bigint, text, text)': 'messaging, platform, public',
};

const SEARCH_PATH = 'public, platform, identity, catalog, requests, swaps, ledger, messaging, notifications, compliance, support';

const OLD_VIEWS = [
  'catalog_listed_owners',
  'reagent_request_members',
  'swap_members',
  'swap_reagents',
  'messaging_members',
  'messaging_reagents',
  'compliance_actors',
];

export class Migration20261127900000_schema_per_module extends Migration {
  override name = 'Migration20261127900000_schema_per_module';

  up(): void {
    for (const view of OLD_VIEWS) this.addSql(`drop view public.${view}`);
    for (const [schema, tables] of Object.entries(OWNERSHIP)) {
      this.addSql(`create schema ${schema}`);
      for (const table of tables) this.addSql(`alter table public.${table} set schema ${schema}`);
    }
    for (const [schema, functions] of Object.entries(FUNCTIONS)) {
      for (const fn of functions) this.addSql(`alter function public.${fn} set schema ${schema}`);
    }
    for (const [fn, path] of Object.entries(PINNED_PATHS)) this.addSql(`alter function ${fn} set search_path = ${path}`);
    this.publishViews();
    this.addSql(databaseSearchPath(SEARCH_PATH));
  }

  private publishViews(): void {
    this.addSql(`
      create view identity.listed_members as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               p.city, p.country, p.location
          from identity.users u
          join identity.profiles p on p.user_id = u.id
          left join identity.labs l on l.id = p.lab_id
          left join identity.universities un on un.id = p.university_id
         where u.approval_status = 'approved' and not u.is_deleted`);
    this.addSql(`
      create view identity.member_directory as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               p.city, p.country, u.approval_status = 'approved' and not u.is_deleted as is_listed
          from identity.users u
          left join identity.profiles p on p.user_id = u.id
          left join identity.labs l on l.id = p.lab_id
          left join identity.universities un on un.id = p.university_id`);
    this.addSql(`
      create view identity.member_contacts as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               u.email, u.approval_status, u.is_deleted,
               case when p.user_id is null then null else jsonb_build_object(
                 'emailNotifications', p.email_notifications, 'notifySwapOffers', p.notify_swap_offers,
                 'notifySwapResponses', p.notify_swap_responses, 'notifyMessages', p.notify_messages,
                 'dailyDigestEmail', p.daily_digest_email, 'weeklyDigestEmail', p.weekly_digest_email,
                 'pushNotifications', p.push_notifications, 'pushSwapOffers', p.push_swap_offers,
                 'pushSwapResponses', p.push_swap_responses, 'pushMessages', p.push_messages,
                 'pushWeeklyDigest', p.push_weekly_digest, 'pushNewReagents', p.push_new_reagents,
                 'pushReagentRequests', p.push_reagent_requests) end as notification_flags
          from identity.users u
          left join identity.profiles p on p.user_id = u.id
          left join identity.labs l on l.id = p.lab_id
          left join identity.universities un on un.id = p.university_id`);
    this.addSql(`
      create view catalog.reagent_summaries as
        select r.id as reagent_id, r.name, r.owner_id, r.is_available, r.is_deleted,
               r.storage_conditions, r.category_id, c.name as category_name, r.ghs_pictograms
          from catalog.reagents r
          left join catalog.categories c on c.id = r.category_id`);
  }

  override down(): void {
    this.addSql(databaseSearchPath(null));
    for (const view of ['identity.listed_members', 'identity.member_directory', 'identity.member_contacts', 'catalog.reagent_summaries'])
      this.addSql(`drop view ${view}`);
    for (const fn of Object.keys(PINNED_PATHS)) this.addSql(`alter function ${fn} reset search_path`);
    for (const [schema, functions] of Object.entries(FUNCTIONS)) {
      for (const fn of functions) this.addSql(`alter function ${schema}.${fn} set schema public`);
    }
    for (const [schema, tables] of Object.entries(OWNERSHIP)) {
      for (const table of tables) this.addSql(`alter table ${schema}.${table} set schema public`);
      this.addSql(`drop schema ${schema}`);
    }
    this.restoreReaderViews();
  }

  /** The reader-written views as the migrations before this one left them. */
  private restoreReaderViews(): void {
    this.addSql(`
      create view catalog_listed_owners as
        select u.id as owner_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               p.city, p.country, p.location
          from users u
          join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id
         where u.approval_status = 'approved' and not u.is_deleted`);
    this.addSql(`
      create view reagent_request_members as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               p.city, p.country, u.approval_status = 'approved' and not u.is_deleted as is_listed
          from users u
          left join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id`);
    this.addSql(`
      create view swap_members as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               u.email, u.approval_status, u.is_deleted,
               case when p.user_id is null then null else jsonb_build_object(
                 'emailNotifications', p.email_notifications, 'notifySwapOffers', p.notify_swap_offers,
                 'notifySwapResponses', p.notify_swap_responses, 'notifyMessages', p.notify_messages,
                 'dailyDigestEmail', p.daily_digest_email, 'weeklyDigestEmail', p.weekly_digest_email,
                 'pushNotifications', p.push_notifications, 'pushSwapOffers', p.push_swap_offers,
                 'pushSwapResponses', p.push_swap_responses, 'pushMessages', p.push_messages,
                 'pushWeeklyDigest', p.push_weekly_digest, 'pushNewReagents', p.push_new_reagents,
                 'pushReagentRequests', p.push_reagent_requests) end as notification_flags
          from users u
          left join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id`);
    this.addSql(`
      create view swap_reagents as
        select r.id as reagent_id, r.name, r.owner_id, r.is_available, r.is_deleted,
               r.storage_conditions, r.category_id, c.name as category_name, r.ghs_pictograms
          from reagents r
          left join categories c on c.id = r.category_id`);
    this.addSql(`
      create view messaging_members as
        select u.id as user_id, p.username, p.display_username, u.approval_status = 'approved' and not u.is_deleted as can_message
          from users u
          left join profiles p on p.user_id = u.id`);
    this.addSql(`create view messaging_reagents as select id as reagent_id, name from reagents`);
    this.addSql(`create view compliance_actors as select p.user_id, p.username, p.display_username from profiles p`);
  }
}

/**
 * The database's default search_path (null: none), for sessions that do not set their own. Only
 * the database's owner (or a superuser) may set it; a deployment migrating as another role keeps
 * the code's per-connection setting alone, so a refusal is a notice, not a failed migration.
 */
export function databaseSearchPath(path: string | null): string {
  const statement = path === null ? `'alter database %I reset search_path'` : `'alter database %I set search_path = ${path}'`;
  return `
    do $$ begin
      execute format(${statement}, current_database());
    exception when insufficient_privilege then
      raise notice 'search_path not set as the database default: %', sqlerrm;
    end $$`;
}

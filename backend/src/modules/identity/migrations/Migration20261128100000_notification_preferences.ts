import { Migration } from '@mikro-orm/migrations';

/** The view's flags object, listed once for up and down (jsonb keys are the API's names). */
const contactsView = (flags: string) => `
  create or replace view identity.member_contacts as
    select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
           u.email, u.approval_status, u.is_deleted,
           case when p.user_id is null then null else jsonb_build_object(${flags}) end as notification_flags
      from identity.users u
      left join identity.profiles p on p.user_id = u.id
      left join institutions.university_directory un on un.id = p.university_id
      left join institutions.lab_directory l on l.id = p.lab_id`;

const SPEC_FLAGS = `
  'emailNotifications', p.email_notifications, 'notifySwapOffers', p.notify_swap_offers,
  'notifySwapResponses', p.notify_swap_responses, 'notifyMessages', p.notify_messages,
  'pushNotifications', p.push_notifications, 'pushSwapOffers', p.push_swap_offers,
  'pushSwapResponses', p.push_swap_responses, 'pushMessages', p.push_messages,
  'pushWeeklyDigest', p.push_weekly_digest, 'pushNewReagents', p.push_new_reagents,
  'pushReagentRequests', p.push_reagent_requests`;

const NEW_FLAGS = [
  'email_matches',
  'email_expiry',
  'push_matches',
  'push_expiry',
  'in_app_messages',
  'in_app_swap_offers',
  'in_app_swap_responses',
  'in_app_matches',
  'in_app_expiry',
];
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Issue 19 item 5 (ADR 0029): per kind (messages, swap offers, swap responses, matches, expiry) the
 * channels in-app / e-mail / push, and one digest frequency off / daily / weekly.
 *
 * - The new switches start on: matches and expiry reminders went out under the master switches
 *   alone until now, and in-app is new — so nobody's mail or pushes change.
 * - digest_frequency replaces daily_digest_email and weekly_digest_email: a member keeps the most
 *   frequent digest they had on (both on, the old default, → daily), none → off. New members
 *   start weekly (the spec's default profile: "weekly digest on").
 * - identity.member_contacts, which swaps copies into its events, carries the new choices: the
 *   view is rebuilt before the old columns go (it reads them).
 */
export class Migration20261128100000_notification_preferences extends Migration {
  override name = 'Migration20261128100000_notification_preferences';

  up(): void {
    this.addSql(
      `alter table identity.profiles
         ${NEW_FLAGS.map((column) => `add column ${column} boolean not null default true`).join(',\n         ')},
         add column digest_frequency text not null default 'weekly'
           constraint profiles_digest_frequency check (digest_frequency in ('off', 'daily', 'weekly'))`,
    );
    this.addSql(`
      update identity.profiles
         set digest_frequency = case when daily_digest_email then 'daily' when weekly_digest_email then 'weekly' else 'off' end`);
    this.addSql(
      contactsView(`${SPEC_FLAGS}, 'digestFrequency', p.digest_frequency,
        ${NEW_FLAGS.map((column) => `'${camel(column)}', p.${column}`).join(', ')}`),
    );
    this.addSql(`alter table identity.profiles drop column daily_digest_email, drop column weekly_digest_email`);
  }

  override down(): void {
    this.addSql(`
      alter table identity.profiles
        add column daily_digest_email boolean not null default true,
        add column weekly_digest_email boolean not null default true`);
    this.addSql(`
      update identity.profiles
         set daily_digest_email = digest_frequency = 'daily', weekly_digest_email = digest_frequency = 'weekly'`);
    // The view loses columns: replace cannot drop them, so it is dropped and created again.
    this.addSql(`drop view identity.member_contacts`);
    this.addSql(
      contactsView(`${SPEC_FLAGS}, 'dailyDigestEmail', p.daily_digest_email, 'weeklyDigestEmail', p.weekly_digest_email`).replace(
        'create or replace view',
        'create view',
      ),
    );
    this.addSql(
      `alter table identity.profiles drop column digest_frequency, ${NEW_FLAGS.map((column) => `drop column ${column}`).join(', ')}`,
    );
  }
}

import { Migration } from '@mikro-orm/migrations';
import { databaseSearchPath } from '../../../shared/database/migrations/Migration20261127900000_schema_per_module.js';

const SEARCH_PATH_BEFORE = 'public, platform, identity, catalog, requests, swaps, ledger, messaging, notifications, compliance, support';
const SEARCH_PATH =
  'public, platform, identity, institutions, catalog, requests, swaps, ledger, messaging, notifications, compliance, support';

/** The relations identity's published views join for a member's lab and university, before and after. */
interface Places {
  labs: string;
  universities: string;
}
const IN_IDENTITY: Places = { labs: 'identity.labs', universities: 'identity.universities' };
const PUBLISHED: Places = { labs: 'institutions.lab_directory', universities: 'institutions.university_directory' };

/**
 * Issue 17 item 4 (ADR 0024): universities and labs leave identity for a module of their own,
 * `institutions`, with a schema of its own. The two tables move in place (`alter table … set schema`
 * keeps rows, indexes, unique constraints and the profiles' foreign keys, which point at the tables,
 * not at their names). Institutions publishes a view of each; identity's SQL — its queries and its
 * own published views (listed_members, member_directory, member_contacts), remade here with the
 * same columns — joins those views instead of the tables. They are plain projections, so the
 * planner inlines them and removes the left joins a reader does not use, as before.
 */
export class Migration20261127960000_institutions_schema extends Migration {
  override name = 'Migration20261127960000_institutions_schema';

  up(): void {
    this.addSql(`create schema institutions`);
    this.addSql(`alter table identity.universities set schema institutions`);
    this.addSql(`alter table identity.labs set schema institutions`);
    this.addSql(`create view institutions.university_directory as
      select id, name, address, city, postcode, country from institutions.universities`);
    this.addSql(`create view institutions.lab_directory as select id, name, university_id from institutions.labs`);
    for (const view of identityViews(PUBLISHED)) this.addSql(view);
    this.addSql(databaseSearchPath(SEARCH_PATH));
  }

  override down(): void {
    this.addSql(databaseSearchPath(SEARCH_PATH_BEFORE));
    this.addSql(`alter table institutions.universities set schema identity`);
    this.addSql(`alter table institutions.labs set schema identity`);
    for (const view of identityViews(IN_IDENTITY)) this.addSql(view);
    this.addSql(`drop view institutions.lab_directory`);
    this.addSql(`drop view institutions.university_directory`);
    this.addSql(`drop schema institutions`);
  }
}

/** Identity's published views as Migration20261127900000 made them, joining the given relations for lab and university. */
function identityViews({ labs, universities }: Places): string[] {
  const places = `left join ${labs} l on l.id = p.lab_id
          left join ${universities} un on un.id = p.university_id`;
  return [
    `create or replace view identity.listed_members as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               p.city, p.country, p.location
          from identity.users u
          join identity.profiles p on p.user_id = u.id
          ${places}
         where u.approval_status = 'approved' and not u.is_deleted`,
    `create or replace view identity.member_directory as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name,
               p.city, p.country, u.approval_status = 'approved' and not u.is_deleted as is_listed
          from identity.users u
          left join identity.profiles p on p.user_id = u.id
          ${places}`,
    `create or replace view identity.member_contacts as
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
          ${places}`,
  ];
}

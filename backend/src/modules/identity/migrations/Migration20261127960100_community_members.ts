import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17 item 4 (ADR 0024): the community directory leaves identity for a module of its own that
 * owns no data. Identity publishes what the directory shows of a member — the public fields only
 * (never the e-mail, the notification settings, the admin flag or the account status) — and whether
 * the directory lists them (`is_listed`: approved, not suspended, with a name to show). Lab and
 * university come through institutions' published views. A plain projection: the planner inlines
 * it, so the directory's queries keep their plans.
 */
export class Migration20261127960100_community_members extends Migration {
  override name = 'Migration20261127960100_community_members';

  up(): void {
    this.addSql(`
      create view identity.community_members as
        select u.id as user_id, p.username, p.display_username, p.university_id, un.name as university_name,
               p.lab_id, l.name as lab_name, p.city, p.country, p.location, p.expertise, p.research_interests,
               p.linkedin_url, p.website_url, u.created_at as member_since,
               u.approval_status = 'approved' and not u.is_deleted
                 and (coalesce(btrim(p.display_username), '') <> '' or coalesce(btrim(p.username), '') <> '') as is_listed
          from identity.users u
          join identity.profiles p on p.user_id = u.id
          left join institutions.university_directory un on un.id = p.university_id
          left join institutions.lab_directory l on l.id = p.lab_id`);
  }

  override down(): void {
    this.addSql(`drop view identity.community_members`);
  }
}

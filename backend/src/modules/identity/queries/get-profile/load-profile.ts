import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { effectiveNotificationFlags, NOTIFICATION_FLAG_NAMES } from '../../domain/notification-preferences.js';
import type { ProfileView } from './profile.view.js';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const FLAG_COLUMNS = NOTIFICATION_FLAG_NAMES.map((f) => `p.${snake(f)} as "${f}"`).join(', ');
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** Reads one member's full profile (used by GET /profile and as the answer of PATCH /profile). */
export async function loadProfile(em: EntityManager, userId: string): Promise<ProfileView> {
  const [row] = await em.execute<Record<string, any>[]>(
    `select u.id, u.email, u.is_admin, u.approval_status, u.is_deleted, u.approved_at, u.created_at,
            p.username, p.display_username, p.university_id, un.name as university_name, p.lab_id, l.name as lab_name,
            p.city, p.country, p.location, p.expertise, p.research_interests, p.linkedin_url, p.website_url,
            greatest(u.updated_at, p.updated_at) as updated_at, ${FLAG_COLUMNS},
            (select r.new_email from email_change_requests r
              where r.user_id = u.id and r.consumed_at is null and r.revoked_at is null and r.expires_at > now()
              order by r.created_at desc limit 1) as pending_email
       from users u
       join profiles p on p.user_id = u.id
       left join institutions.university_directory un on un.id = p.university_id
       left join institutions.lab_directory l on l.id = p.lab_id
      where u.id = ?`,
    [userId],
  );
  if (!row) throw new NotFoundError('User not found');
  return {
    id: row.id,
    email: row.email,
    pendingEmail: row.pending_email ?? null,
    username: row.username,
    displayUsername: row.display_username,
    displayName: row.display_username || row.username,
    university: row.university_id ? { id: row.university_id, name: row.university_name } : null,
    lab: row.lab_id ? { id: row.lab_id, name: row.lab_name } : null,
    city: row.city,
    country: row.country,
    location: row.location,
    expertise: row.expertise,
    researchInterests: row.research_interests,
    linkedinUrl: row.linkedin_url,
    websiteUrl: row.website_url,
    isAdmin: row.is_admin,
    approvalStatus: row.approval_status,
    isDeleted: row.is_deleted,
    approvedAt: iso(row.approved_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    ...effectiveNotificationFlags(row),
  };
}

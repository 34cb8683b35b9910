import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import type { AdminUser } from '@reagentswap/contracts';

/** A row of the admin panel's User Management table (the shared contract). Credits come from the ledger module. */
export type AdminUserView = AdminUser;

export const ADMIN_USER_SELECT = `select u.id, u.email, p.username, p.display_username, un.name as university, p.university_id,
       l.name as lab, p.lab_id, u.is_admin, u.is_deleted, u.approval_status, u.created_at
  from users u
  join profiles p on p.user_id = u.id
  left join institutions.university_directory un on un.id = p.university_id
  left join institutions.lab_directory l on l.id = p.lab_id`;

export const toAdminUserView = (r: Record<string, any>): AdminUserView => ({
  id: r.id,
  email: r.email,
  username: r.username,
  displayUsername: r.display_username ?? null,
  displayName: r.display_username?.trim() || r.username,
  university: r.university ?? null,
  universityId: r.university_id ?? null,
  lab: r.lab ?? null,
  labId: r.lab_id ?? null,
  isAdmin: r.is_admin,
  isDeleted: r.is_deleted,
  approvalStatus: r.approval_status,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function loadAdminUser(em: EntityManager, id: string): Promise<AdminUserView> {
  const [row] = await em.execute<Record<string, any>[]>(`${ADMIN_USER_SELECT} where u.id = ?`, [id]);
  if (!row) throw new NotFoundError('User not found', 'USER_NOT_FOUND');
  return toAdminUserView(row);
}

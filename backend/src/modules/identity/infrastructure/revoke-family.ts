import type { EntityManager } from '@mikro-orm/postgresql';

export async function revokeFamily(em: EntityManager, familyId: string): Promise<void> {
  await em.execute('update refresh_tokens set revoked_at = now() where family_id = ? and revoked_at is null', [familyId]);
}

/** Signs a user out everywhere (password change, suspension). */
export async function revokeAllSessions(em: EntityManager, userId: string): Promise<void> {
  await em.execute('update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null', [userId]);
}

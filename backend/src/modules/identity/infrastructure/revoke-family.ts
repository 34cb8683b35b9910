import type { EntityManager } from '@mikro-orm/postgresql';
import { recordInOutbox } from '../../../shared/outbox/outbox.js';
import { SessionEnded } from '../events/identity.events.js';

export async function revokeFamily(em: EntityManager, familyId: string): Promise<void> {
  await em.execute('update refresh_tokens set revoked_at = now() where family_id = ? and revoked_at is null', [familyId]);
}

/**
 * Ends one session of a member: revokes its refresh family and, when it was still live, records
 * SessionEnded in the same transaction (realtime closes the session's sockets on every instance).
 * Answers whether it was live, so a repeat records nothing.
 */
export async function endSession(em: EntityManager, userId: string, familyId: string): Promise<boolean> {
  const revoked = await em.execute<{ id: string }[]>(
    'update refresh_tokens set revoked_at = now() where family_id = ? and user_id = ? and revoked_at is null returning id',
    [familyId, userId],
  );
  if (revoked.length === 0) return false;
  await recordInOutbox(em, new SessionEnded({ userId, sessionId: familyId }));
  return true;
}

/**
 * Ends every session of a member but `keepSessionId` (password change keeps this device; a reset
 * keeps none), recording SessionEnded for each so their sockets close at once, as on sign-out.
 * Answers whether any session ended (the caller kicks the relay after commit).
 */
export async function endOtherSessions(em: EntityManager, userId: string, keepSessionId?: string): Promise<boolean> {
  const ended = await em.execute<{ family_id: string }[]>(
    `update refresh_tokens set revoked_at = now()
      where user_id = ? and revoked_at is null and (?::uuid is null or family_id <> ?::uuid)
      returning family_id`,
    [userId, keepSessionId ?? null, keepSessionId ?? null],
  );
  const families = new Set(ended.map((row) => row.family_id));
  for (const sessionId of families) await recordInOutbox(em, new SessionEnded({ userId, sessionId }));
  return families.size > 0;
}

/** Signs a user out everywhere on suspension (UserSuspended closes the member's sockets). */
export async function revokeAllSessions(em: EntityManager, userId: string): Promise<void> {
  await em.execute('update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null', [userId]);
}

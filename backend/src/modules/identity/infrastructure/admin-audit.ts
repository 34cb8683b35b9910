import type { EntityManager } from '@mikro-orm/postgresql';

/** Records who did what to whom; written in the same transaction as the action itself. */
export async function recordAdminAction(
  em: EntityManager,
  action: { actorId: string; action: string; targetUserId?: string; details?: object; dedupeKey?: string },
): Promise<void> {
  await em.execute(
    `insert into admin_actions (actor_id, action, target_user_id, details, dedupe_key) values (?, ?, ?, ?::jsonb, ?)
     on conflict (dedupe_key) where dedupe_key is not null do nothing`,
    [action.actorId, action.action, action.targetUserId ?? null, JSON.stringify(action.details ?? {}), action.dedupeKey ?? null],
  );
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_MESSAGES, type ConversationPartyView } from '@reagentswap/contracts';
import { ForbiddenError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';

export interface ConversationStanding {
  other: ConversationPartyView;
  /**
   * The spec's permission check: both members approved and not suspended, and not oneself. (A
   * signed-in caller is always approved and active, the global guard sees to that; the check
   * covers the other member, and callers that are not HTTP requests.)
   */
  canMessage: boolean;
}

/** The other member as a conversation shows them and whether `viewerId` may write to them; undefined when there is no such member. */
export async function standingWith(em: EntityManager, viewerId: string, anOtherId: string): Promise<ConversationStanding | undefined> {
  if (!isUuid(anOtherId)) return undefined;
  const otherId = anOtherId.toLowerCase();
  const rows = await em.execute<{ user_id: string; username: string | null; display_username: string | null; can_message: boolean }[]>(
    `select user_id, username, display_username, can_message from messaging_members where user_id in (?, ?)`,
    [viewerId, otherId],
  );
  const other = rows.find((r) => r.user_id === otherId);
  if (!other) return undefined;
  const viewer = rows.find((r) => r.user_id === viewerId);
  return {
    other: { id: other.user_id, username: other.username, displayName: other.display_username },
    canMessage: otherId !== viewerId && other.can_message && viewer?.can_message === true,
  };
}

/** The standing, or the spec's refusal: 404 for nobody, 403 'You cannot message this user directly.' */
export async function requireStanding(em: EntityManager, viewerId: string, otherId: string): Promise<ConversationStanding> {
  const standing = await standingWith(em, viewerId, otherId);
  if (!standing) throw new NotFoundError(MESSAGE_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  return standing;
}

export async function requireMayMessage(em: EntityManager, senderId: string, recipientId: string): Promise<void> {
  const standing = await requireStanding(em, senderId, recipientId);
  if (!standing.canMessage) throw new ForbiddenError(MESSAGE_MESSAGES.cannotMessage, 'CANNOT_MESSAGE');
}

/** A reagent a message may be about (listed or not: a conversation outlives the listing), or 404 'Reagent not found'. */
export async function requireReagent(em: EntityManager, reagentId: string): Promise<{ id: string; name: string }> {
  const [reagent] = isUuid(reagentId)
    ? await em.execute<{ id: string; name: string }[]>(`select reagent_id as id, name from messaging_reagents where reagent_id = ?`, [reagentId])
    : [];
  if (!reagent) throw new NotFoundError(MESSAGE_MESSAGES.reagentNotFound, 'REAGENT_NOT_FOUND');
  return reagent;
}

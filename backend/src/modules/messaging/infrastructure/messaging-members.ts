import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_MESSAGES, type ConversationPartyView } from '@reagentswap/contracts';
import { preparedQuery } from '../../../shared/database/prepared-query.js';
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
  /** The reagent asked about (`reagentId`), listed or not: a conversation outlives the listing; null when not asked or not found. */
  reagent: { id: string; name: string } | null;
}

interface StandingRow {
  user_id: string;
  username: string | null;
  display_username: string | null;
  can_message: boolean;
  reagent_id: string | null;
  reagent_name: string | null;
}

/**
 * The other member as a conversation shows them, whether `viewerId` may write to them and, when
 * asked, the reagent the conversation is about — one statement, so a send or a page pays one
 * round trip for its checks. Undefined when there is no such member.
 */
export async function standingWith(
  em: EntityManager,
  viewerId: string,
  anOtherId: string,
  reagentId: string | null = null,
): Promise<ConversationStanding | undefined> {
  if (!isUuid(anOtherId)) return undefined;
  const otherId = anOtherId.toLowerCase();
  const rows = await preparedQuery<StandingRow>(
    em,
    `select mm.user_id, mm.username, mm.display_username, mm.is_listed as can_message, r.reagent_id, r.name as reagent_name
       from identity.member_directory mm left join catalog.reagent_summaries r on r.reagent_id = ?
      where mm.user_id in (?, ?)`,
    [reagentId !== null && isUuid(reagentId) ? reagentId : null, viewerId, otherId],
  );
  const other = rows.find((r) => r.user_id === otherId);
  if (!other) return undefined;
  const viewer = rows.find((r) => r.user_id === viewerId);
  return {
    other: { id: other.user_id, username: other.username, displayName: other.display_username },
    canMessage: otherId !== viewerId && other.can_message && viewer?.can_message === true,
    reagent: other.reagent_id !== null ? { id: other.reagent_id, name: other.reagent_name! } : null,
  };
}

/**
 * The standing, or the spec's refusal: 404 for nobody, 403 'You cannot message this user
 * directly.' when asked `toWrite`, then 404 'Reagent not found' for a reagent asked about and missing.
 */
export async function requireStanding(
  em: EntityManager,
  viewerId: string,
  otherId: string,
  { reagentId = null, toWrite = false }: { reagentId?: string | null; toWrite?: boolean } = {},
): Promise<ConversationStanding> {
  const standing = await standingWith(em, viewerId, otherId, reagentId);
  const refusal = standingRefusal(foundIn(standing), { reagentAsked: reagentId !== null, toWrite });
  if (refusal) throw refusal;
  return standing!;
}

/** What a check found, as standingRefusal reads it. */
export interface StandingFound {
  found: boolean;
  canMessage: boolean;
  reagentFound: boolean;
}

export const foundIn = (standing: ConversationStanding | undefined): StandingFound => ({
  found: standing !== undefined,
  canMessage: standing?.canMessage === true,
  reagentFound: standing?.reagent != null,
});

/**
 * requireStanding's refusal for what a check found, in its order, or undefined when it passes —
 * also for the send's check made inside messaging_send_checked (ADR 0034).
 */
export function standingRefusal(
  found: StandingFound,
  { reagentAsked, toWrite }: { reagentAsked: boolean; toWrite: boolean },
): Error | undefined {
  if (!found.found) return new NotFoundError(MESSAGE_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  if (toWrite && !found.canMessage) return new ForbiddenError(MESSAGE_MESSAGES.cannotMessage, 'CANNOT_MESSAGE');
  if (reagentAsked && !found.reagentFound) return new NotFoundError(MESSAGE_MESSAGES.reagentNotFound, 'REAGENT_NOT_FOUND');
  return undefined;
}

import type { ConversationPartyView } from '@reagentswap/contracts';

/** The conversation's route (spec §2: /conversation/{userId}?reagentId={optional}). */
export function conversationPath(userId: string, reagentId: string | null | undefined): string {
  const path = `/conversation/${encodeURIComponent(userId)}`;
  return reagentId ? `${path}?reagentId=${encodeURIComponent(reagentId)}` : path;
}

/** What to call the other member: display name, else username. */
export function partyName(party: Pick<ConversationPartyView, 'displayName' | 'username'>): string {
  return party.displayName?.trim() || party.username?.trim() || 'Unknown user';
}

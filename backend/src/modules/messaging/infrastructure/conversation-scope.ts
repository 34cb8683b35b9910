/**
 * The SQL condition over `m` (messages) for the conversation between two members, both
 * directions, optionally only the messages about one reagent. Written as the expressions the
 * conversation indexes are built on (least/greatest of the pair), so the planner uses them.
 */
export function conversationScope(a: string, b: string, reagentId: string | null) {
  return {
    where:
      `least(m.sender_id, m.recipient_id) = least(?::uuid, ?::uuid) and greatest(m.sender_id, m.recipient_id) = greatest(?::uuid, ?::uuid)` +
      (reagentId ? ` and m.reagent_id = ?` : ''),
    params: [a, b, a, b, ...(reagentId ? [reagentId] : [])],
  };
}

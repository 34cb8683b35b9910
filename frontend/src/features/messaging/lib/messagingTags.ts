// The messaging feature's cache tags: 'Conversation' per other member (plus ALL), 'Thread' (the
// lists) and 'UnreadCount'. Pure (no RTK Query import), so what a reconnect refetches is unit-tested.
export const THREAD_LIST = { type: 'Thread', id: 'LIST' } as const;
export const ALL_CONVERSATIONS = { type: 'Conversation', id: 'ALL' } as const;

/** The socket came back after a drop: messages and receipts pushed meanwhile are lost, so what they feed is refetched. */
export const MESSAGING_TAGS_ON_RECONNECT = [ALL_CONVERSATIONS, THREAD_LIST, 'UnreadCount'] as const;

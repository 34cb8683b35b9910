import type { CanMessageView, ConversationPage, MessageView, SendMessageBody, ThreadPage, UnreadCountView } from '@reagentswap/contracts';
import { MESSAGE_LIMITS } from '@reagentswap/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../shared/api/baseApi';
import { CURSOR_PAGE_OPTIONS, cursorPageUrl } from '../../shared/api/cursorPages';
import { realtime } from '../../shared/realtime';
import type { SessionState } from '../../shared/session/sessionSlice';
import { belongsTo, insertMessage, markRead, markReadUpTo, type ConversationArgs } from './lib/conversationCache';
import { ALL_CONVERSATIONS, THREAD_LIST } from './lib/messagingTags';
import { applyMessageToThreads, clearUnread } from './lib/threadCache';

// Response shapes are the API's contracts, shared with the server (one definition).
export type { ConversationPage, MessageView, ThreadView } from '@reagentswap/contracts';
export type { ConversationArgs } from './lib/conversationCache';

/** The thread list's filter: words in the other member's name, the reagent's name or the messages. */
export interface ThreadListArgs {
  search: string;
}

/** 'Conversation' (per other member, plus ALL), 'Thread' (the lists) and 'UnreadCount': ours only (lib/messagingTags.ts). */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['Conversation', 'Thread', 'UnreadCount'] });

const meOf = (state: unknown) => (state as { session: SessionState }).session.user?.id ?? null;

function conversationUrl({ userId, reagentId }: ConversationArgs, before: string | null): string {
  const params = new URLSearchParams();
  if (reagentId) params.set('reagentId', reagentId);
  if (before) params.set('before', before);
  params.set('limit', String(MESSAGE_LIMITS.pageSize));
  return `/messages/conversations/${encodeURIComponent(userId)}?${params.toString()}`;
}

export const messagingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A conversation, newest page first, older pages by the `before` cursor (spec §9: pages of 20).
     * Loading it marks the other member's messages read (ADR 0011). New messages and read receipts
     * are pushed into the cached pages; after a dropped connection the entry is refetched whole.
     */
    getConversation: build.infiniteQuery<ConversationPage, ConversationArgs, string | null>({
      infiniteQueryOptions: CURSOR_PAGE_OPTIONS,
      query: ({ queryArg, pageParam }) => conversationUrl(queryArg, pageParam),
      providesTags: (_result, _error, { userId }) => [ALL_CONVERSATIONS, { type: 'Conversation', id: userId }],
      // Reading writes (marks read): an entry no screen shows is not worth keeping.
      keepUnusedDataFor: 5,
      async onCacheEntryAdded(args, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before its first page arrived
        }
        const unsubscribe = [
          realtime.on('message:new', (message) => {
            if (belongsTo(args, message)) updateCachedData((draft) => insertMessage(draft, message));
          }),
          realtime.on('message:read', (receipt) => {
            if (receipt.readerId === args.userId) updateCachedData((draft) => markRead(draft, receipt));
          }),
        ];
        await cacheEntryRemoved;
        for (const off of unsubscribe) off();
      },
    }),

    /** Spec §2 "Messages": one row per other member and reagent, newest first; keyset pages. */
    listThreads: build.infiniteQuery<ThreadPage, ThreadListArgs, string | null>({
      infiniteQueryOptions: CURSOR_PAGE_OPTIONS,
      query: ({ queryArg, pageParam }) => {
        const params = new URLSearchParams();
        if (queryArg.search.trim()) params.set('search', queryArg.search.trim());
        return cursorPageUrl('/messages/threads', params, pageParam);
      },
      providesTags: [THREAD_LIST],
      async onCacheEntryAdded(args, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, getState, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const seen = new Set<string>();
        const unsubscribe = realtime.on('message:new', (message) => {
          const me = meOf(getState());
          if (!me || seen.has(message.id)) return;
          seen.add(message.id);
          let found = false;
          updateCachedData((draft) => {
            found = applyMessageToThreads(draft, message, me);
          });
          // A new thread needs the other member's and the reagent's names; a search may now match it.
          if (!found && !args.search.trim()) dispatch(api.util.invalidateTags([THREAD_LIST]));
        });
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),

    /** The header's and dashboard's badge: polled every 60 s (spec §9), pushed as 'counts' in between. */
    getUnreadCount: build.query<UnreadCountView, void>({
      query: () => '/messages/unread-count',
      providesTags: ['UnreadCount'],
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const unsubscribe = realtime.on('counts', ({ unreadMessages }) => {
          if (unreadMessages !== undefined)
            updateCachedData((draft) => {
              draft.count = unreadMessages;
            });
        });
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),

    /** The spec's permission check: 'You cannot message this user directly.' when refused. */
    canMessage: build.query<CanMessageView, string>({
      query: (userId) => `/messages/can-message/${encodeURIComponent(userId)}`,
    }),

    /**
     * POST /api/messages: 201 with the message, or 200 with the first one for a resend of the same
     * clientId. The answer goes into the cached conversations at once (the push may come later, or
     * not at all while offline).
     */
    sendMessage: build.mutation<MessageView, SendMessageBody>({
      query: (body) => ({ url: '/messages', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        let message: MessageView;
        try {
          ({ data: message } = await queryFulfilled);
        } catch {
          return; // the screen reports it
        }
        const state = getState();
        for (const args of messagingApi.util.selectCachedArgsForQuery(state, 'getConversation')) {
          if (belongsTo(args, message))
            dispatch(messagingApi.util.updateQueryData('getConversation', args, (draft) => insertMessage(draft, message)));
        }
        const me = meOf(state);
        if (!me) return;
        for (const args of messagingApi.util.selectCachedArgsForQuery(state, 'listThreads')) {
          dispatch(messagingApi.util.updateQueryData('listThreads', args, (draft) => void applyMessageToThreads(draft, message, me)));
        }
      },
    }),

    /** Marks the other member's messages read up to `upTo` (a message that arrived while the conversation was open). */
    markConversationRead: build.mutation<{ count: number }, ConversationArgs & { upTo: string }>({
      query: ({ userId, reagentId, upTo }) => ({
        url: `/messages/conversations/${encodeURIComponent(userId)}/read`,
        method: 'POST',
        body: { upTo, ...(reagentId ? { reagentId } : {}) },
      }),
      async onQueryStarted({ userId, reagentId, upTo }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // they stay unread; the next load of the conversation marks them
        }
        for (const args of messagingApi.util.selectCachedArgsForQuery(getState(), 'getConversation')) {
          if (args.userId === userId && (reagentId === null || args.reagentId === reagentId)) {
            dispatch(messagingApi.util.updateQueryData('getConversation', args, (draft) => markReadUpTo(draft, userId, upTo)));
          }
        }
        dispatch(conversationRead(userId, reagentId));
      },
    }),
  }),
});

type ApiState = Parameters<typeof messagingApi.util.selectCachedArgsForQuery>[0];

export const {
  useGetConversationInfiniteQuery,
  useListThreadsInfiniteQuery,
  useGetUnreadCountQuery,
  useCanMessageQuery,
  useSendMessageMutation,
  useMarkConversationReadMutation,
} = messagingApi;

/**
 * The conversation with `userId` was read (its page loaded, or marked read): the matching threads
 * show no unread messages and the badge is asked again (the 'counts' push may lag behind the relay).
 */
export function conversationRead(userId: string, reagentId: string | null): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    for (const args of messagingApi.util.selectCachedArgsForQuery(getState(), 'listThreads')) {
      dispatch(messagingApi.util.updateQueryData('listThreads', args, (draft) => clearUnread(draft, userId, reagentId)));
    }
    dispatch(api.util.invalidateTags(['UnreadCount']));
  };
}

import type { FieldProblem } from '../shared/problem.js';
import { characterCount } from '../shared/text.js';
import type { MessageAction } from './message.types.js';

/**
 * Messaging's rules and messages (spec §2 "Messages", "Conversation", "Send message about a
 * reagent"; §4 "Messages"; §5 "Chat message"; §8 "Messages"; §9), applied by the chat screens and
 * the server. Wording is the spec's; the server's own messages (where the spec is silent) follow.
 */
export const MESSAGE_MESSAGES = {
  cannotMessage: 'You cannot message this user directly.',
  signInToView: 'You must be logged in to view messages',
  loadThreadsFailed: 'Failed to load message threads',
  loadConversationFailed: 'Failed to load conversation',
  loadMessagesFailed: 'Failed to load messages',
  loadConversationsFailed: 'Failed to load conversations',
  retrying: (attempt: number) => `Failed to send message. Retrying (${attempt}/${MESSAGE_TIMINGS.sendAttempts})...`,
  sendGaveUp: 'Could not send your message after multiple attempts',
  sendError: 'Error sending message. Please try again.',
  newMessage: 'New message received',
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message',
  sendException: 'An error occurred while sending your message',
  noReagent: 'No reagent specified',
  reagentNotFound: 'Reagent not found',
  reagentLoadFailed: 'Failed to load reagent details',
  sendAbout: (reagentName: string) => `Send Message about ${reagentName}`,
  // The server's own messages where the spec is silent.
  signInToSend: 'You must be logged in to send messages',
  contentRequired: 'Please write a message',
  contentTooLong: `A message can be at most 5000 characters`,
  userNotFound: 'This user could not be found',
  clientIdReused: 'This message id was already used for a different message',
  invalidAction: 'A message button needs a text of at most 60 characters and a link within ReagentSwap',
} as const;

/** Spec §5 and §9: a chat message is non-empty after trimming and at most 5000 characters; pages of 20. */
export const MESSAGE_LIMITS = {
  maxLength: 5000,
  pageSize: 20,
  maxPageSize: 100,
  actionTextMaxLength: 60,
  actionUrlMaxLength: 500,
  /** The thread list's search text. */
  searchMaxLength: 200,
} as const;

/** The thread list (GET /api/messages/threads) pages by a keyset cursor too. */
export const THREAD_LIST_PAGE = { pageSize: 50, maxPageSize: 100 } as const;

/** Spec §9 timings of the chat screens, the counts' polling fallback and the notifications. */
export const MESSAGE_TIMINGS = {
  /** Unread and pending counts polled every 60 s (the realtime push is the fast path). */
  countsPollMs: 60_000,
  /** Send: up to 3 attempts, 1 s apart; the retry toast shows for 2 s. */
  sendAttempts: 3,
  sendRetryDelayMs: 1_000,
  retryToastMs: 2_000,
  /** A temporary (sending) message matches a fetched one with the same content and sender within 5 s. */
  optimisticMatchWindowMs: 5_000,
  /** Thread list: at least 30 s between automatic fetches; refetch on tab visible if older than 2 min. */
  threadMinRefetchMs: 30_000,
  threadStaleOnVisibleMs: 120_000,
  /** Thread list polling: every 5 min when visible, 15 min otherwise. */
  threadPollVisibleMs: 300_000,
  threadPollHiddenMs: 900_000,
  /** Older messages load when scrolled within 20 px of the top. */
  loadOlderThresholdPx: 20,
  /** Message e-mail: at most one per sender–recipient pair per 2 minutes; push preview 100 characters. */
  emailCooldownMs: 120_000,
  pushPreviewLength: 100,
} as const;

/** Spec §5 "Chat message": Textarea height 56 to 150 px (120 on mobile). */
export const CHAT_TEXTAREA = { minHeightPx: 56, maxHeightPx: 150, mobileMaxHeightPx: 120 } as const;

/** Message cursors are the message's sequence number; anything else is refused. */
export const MESSAGE_CURSOR = /^[1-9]\d{0,17}$/;

/** The text that is stored: trimmed, in NFC so that a character counts once in both places. */
export const normalizeMessageContent = (value: string): string => value.normalize('NFC').trim();

/** Spec §5: non-empty after trimming, at most 5000 characters (counted as a person counts them). */
export function messageContentProblem(value: unknown, field = 'content'): FieldProblem | null {
  if (typeof value !== 'string') return { field, message: MESSAGE_MESSAGES.contentRequired };
  const content = normalizeMessageContent(value);
  if (content.length === 0) return { field, message: MESSAGE_MESSAGES.contentRequired };
  if (characterCount(content) > MESSAGE_LIMITS.maxLength) return { field, message: MESSAGE_MESSAGES.contentTooLong };
  return null;
}

/** A link inside the product: one leading slash (not '//', which would leave the site), no spaces or backslashes. */
const IN_APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * The optional action button of a message (spec §3 "payload"; swap offers carry 'View Swap
 * Request' to /swap-request/{id}). Only in-app paths: a message must never carry a link that
 * runs script or leaves the site.
 */
export function messageActionProblem(value: unknown, field = 'payload'): FieldProblem | null {
  if (value === undefined || value === null) return null;
  const action = value as Partial<MessageAction>;
  const ok =
    typeof action === 'object' &&
    typeof action.text === 'string' &&
    action.text.trim().length > 0 &&
    characterCount(action.text) <= MESSAGE_LIMITS.actionTextMaxLength &&
    typeof action.url === 'string' &&
    action.url.length <= MESSAGE_LIMITS.actionUrlMaxLength &&
    IN_APP_PATH.test(action.url) &&
    (action.type === 'primary' || action.type === 'default');
  return ok ? null : { field, message: MESSAGE_MESSAGES.invalidAction };
}

/** The button a swap's messages carry (spec §7 "Messages"). */
export const viewSwapRequestAction = (swapId: string): MessageAction => ({
  text: 'View Swap Request',
  url: `/swap-request/${swapId}`,
  type: 'primary',
});

import type { SwapStatus, SwapTransitionView } from '../swaps/swap.types.js';
import type { MessageView, ReadReceiptView, SendMessageBody } from '../messaging/message.types.js';
import type { ProblemDetails } from '../shared/problem.js';

/**
 * The socket.io event map, typed once for the server (`Server<ClientToServerEvents,
 * ServerToClientEvents>`) and the browser (`Socket<ServerToClientEvents, ClientToServerEvents>`).
 * One endpoint (the default namespace at /socket.io), the access token in the handshake's
 * `auth.token`; every socket joins its member's room, so each push reaches all of a member's tabs.
 */
export const REALTIME_EVENTS = {
  /** A message was stored: to the recipient's and the sender's rooms (the sender's other tabs). */
  messageNew: 'message:new',
  /** The recipient loaded the conversation and these messages became read: to their sender. */
  messageRead: 'message:read',
  /** A swap request changed: to both parties. */
  swapStatus: 'swap:status',
  /** The member's unread messages and pending swap requests changed (recomputed, not deltas). */
  counts: 'counts',
  /** Sent just before the server disconnects a socket whose session no longer holds. */
  sessionEnded: 'session:ended',
  /** Client → server: a fresh access token, before the current one expires. */
  authRefresh: 'auth:refresh',
  /** Client → server: send a message, as POST /api/messages does (same rules, limit and clientId idempotency). */
  messageSend: 'message:send',
} as const;

export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** 'swap:status': enough to update a swap in the cache or refetch it, without another request. */
export interface SwapStatusPush {
  swapId: string;
  status: SwapStatus;
  /** What happened (an edit keeps the status 'pending'; shipping keeps it 'approved'). */
  action: SwapTransitionView['action'];
  reagent: { id: string; name: string };
  requesterId: string;
  ownerId: string;
  /** null when the system did it (e.g. the other party was suspended). */
  actorId: string | null;
  at: string;
}

/**
 * 'counts': the member's badges, recomputed on the server. A new socket is greeted with all of them;
 * afterwards a push carries only those that may have changed (a message: `unreadMessages`; a swap:
 * `pendingSwapRequests`), each absolute, so a client sets what it is given and keeps the rest.
 */
export interface RealtimeCounts {
  /** Messages to the member that are still unread (the header and dashboard badge). */
  unreadMessages: number;
  /** Swap requests on the member's own reagents still pending (the Swap Requests badge). */
  pendingSwapRequests: number;
}

/** Why the server closed a socket (after 'session:ended'): refresh and reconnect, or sign out. */
export const SESSION_END_CODES = [
  'ACCESS_TOKEN_EXPIRED',
  'SESSION_ENDED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_PENDING',
  'ACCOUNT_REJECTED',
  'UNAUTHORIZED',
] as const;
export type SessionEndCode = (typeof SESSION_END_CODES)[number];

export interface SessionEndedPush {
  code: SessionEndCode;
  message: string;
}

/**
 * The answer to 'message:send': the stored message (`created` false for a resend of a clientId
 * already used, answered with the first), or the refusal as POST /api/messages words it.
 */
export type MessageSendResult = { ok: true; message: MessageView; created: boolean } | { ok: false; problem: ProblemDetails };

/** The answer to 'auth:refresh': the socket now lives until `expiresAt`, or the refusal. */
export type AuthRefreshResult = { ok: true; expiresAt: string } | { ok: false; code: string; message: string };

export interface ServerToClientEvents {
  /** The message as the conversation page has it (its cursor included), ready for the cached pages. */
  'message:new': (message: MessageView) => void;
  /** Sent to the messages' sender: `readerId` read `messageIds` at `readAt`. */
  'message:read': (receipt: ReadReceiptView) => void;
  'swap:status': (change: SwapStatusPush) => void;
  counts: (counts: Partial<RealtimeCounts>) => void;
  'session:ended': (reason: SessionEndedPush) => void;
}

/**
 * What a client may send: a fresh token, and its own messages (the same command, rules and write
 * limit as REST; the sender is always the socket's member). Conversations are read over REST.
 * The gateway has no handler for any other event name, so socket.io drops it.
 */
export interface ClientToServerEvents {
  'auth:refresh': (token: string, ack: (result: AuthRefreshResult) => void) => void;
  'message:send': (body: SendMessageBody, ack: (result: MessageSendResult) => void) => void;
}

/** Keeps the constants and the maps in step: a name in one and not the other fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type RealtimeEventNamesMatchTheMaps = Holds<Same<RealtimeEventName, keyof ServerToClientEvents | keyof ClientToServerEvents>>;

import { button } from './notification-template.js';

/**
 * What every swap notification's template may use. SwapNotifier fills it from the event and the
 * swaps and identity queries; templates name the recipient through `recipient.displayName`.
 */
export interface SwapNotificationData {
  swapId: string;
  reagentName: string;
  /** Display names (display name, else username): who asked, and who owns the reagent. */
  requesterName: string;
  ownerName: string;
  /** "Test Lab, Ghent University", or null. */
  requesterAffiliation: string | null;
  /** The offer in a few words ("40 credits", "Ethanol (500 mL)", "Open Request"). */
  offer: string;
  /** Credits offered (reserved on approval, transferred on completion), or null for a reagent offer. */
  credits: number | null;
  /** The event's message: the requester's (requested, edited), the owner's (approved, rejected), the system's reason (cancelled). */
  message: string | null;
  /** The message cut for a push body. */
  messagePreview: string | null;
}

/** Where every swap notification leads (spec §2: the swap request detail). */
export const SWAP_PATH = '/swap-request/{{swapId}}';

export const swapButton = button('app.url "/swap-request/" swapId', 'View Swap Request');

export const swapLinkText = (lead: string) => `${lead}: {{app.url}}/swap-request/{{swapId}}`;

export const GREETING_HTML = '<p>Hello {{recipient.displayName}},</p>';
export const GREETING_TEXT = 'Hello {{recipient.displayName}},';

/** A member's message, quoted; nothing when there is none. */
export const quotedHtml = (label: string) =>
  `{{#if message}}<p>${label}</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #d1d5db;color:#374151;white-space:pre-wrap">{{message}}</blockquote>{{/if}}`;

export const quotedText = (label: string) => `{{#if message}}${label}
"{{message}}"{{/if}}`;

import type { NotificationFlags } from '@reagentswap/contracts';

/**
 * Which e-mails and pushes a member wants (spec §3 and §4). Pure, so the notifications module can
 * apply it to what GetNotificationRecipientQuery returns, and so it is unit-tested on its own.
 */
export type { NotificationFlags };

export type NotificationKind =
  | 'swap-offer'
  | 'swap-response'
  | 'message'
  | 'daily-digest'
  | 'weekly-digest'
  | 'new-reagent'
  | 'reagent-request'
  // A listing's owner reminded of its expiry date (issue 18): no flag of its own, the master switches decide.
  | 'listing-expiry'
  // A listing matching the member's open reagent request (issue 19 item 1, ADR 0026): likewise no flag of its own.
  | 'request-match'
  // A new listing matching one of the member's saved searches (issue 19 item 2): likewise.
  | 'saved-search-match'
  | 'account';

/**
 * What an unset flag means: every e-mail flag defaults to on; push_new_reagents and
 * push_reagent_requests count as on unless explicitly false; the per-type push flags default to
 * on (the database default); the push master is off until the member enables push on a device.
 */
export const DEFAULT_NOTIFICATION_FLAGS: Readonly<NotificationFlags> = Object.freeze({
  emailNotifications: true,
  notifySwapOffers: true,
  notifySwapResponses: true,
  notifyMessages: true,
  dailyDigestEmail: true,
  weeklyDigestEmail: true,
  pushNotifications: false,
  pushSwapOffers: true,
  pushSwapResponses: true,
  pushMessages: true,
  pushWeeklyDigest: true,
  pushNewReagents: true,
  pushReagentRequests: true,
});

export const NOTIFICATION_FLAG_NAMES = Object.keys(DEFAULT_NOTIFICATION_FLAGS) as (keyof NotificationFlags)[];

/** Stored flags (any of them may be null or missing) with the defaults applied. */
export function effectiveNotificationFlags(
  stored: Partial<Record<keyof NotificationFlags, boolean | null | undefined>>,
): NotificationFlags {
  const flags = { ...DEFAULT_NOTIFICATION_FLAGS };
  for (const name of NOTIFICATION_FLAG_NAMES) {
    const value = stored[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}

/**
 * Whether to e-mail this member about this kind of thing. Account e-mails (approval, rejection,
 * e-mail confirmation, password reset) are transactional and always sent. Every other e-mail needs
 * the master switch and its own flag; kinds with no e-mail flag (new reagents, reagent requests)
 * are push-only and never e-mailed.
 */
export function wantsEmail(flags: NotificationFlags, kind: NotificationKind): boolean {
  if (kind === 'account') return true;
  if (!flags.emailNotifications) return false;
  switch (kind) {
    case 'swap-offer':
      return flags.notifySwapOffers;
    case 'swap-response':
      return flags.notifySwapResponses;
    case 'message':
      return flags.notifyMessages;
    case 'daily-digest':
      return flags.dailyDigestEmail;
    case 'weekly-digest':
      return flags.weeklyDigestEmail;
    case 'new-reagent':
    case 'reagent-request':
      return false;
    case 'listing-expiry':
    case 'request-match':
    case 'saved-search-match':
      return true;
  }
}

/**
 * Whether to push to this member's devices. Nothing is pushed while the push master is off; with it
 * on, each kind follows its own flag. Account events have no flag of their own (the master decides);
 * the daily digest is e-mail only.
 */
export function wantsPush(flags: NotificationFlags, kind: NotificationKind): boolean {
  if (!flags.pushNotifications) return false;
  switch (kind) {
    case 'account':
      return true;
    case 'swap-offer':
      return flags.pushSwapOffers;
    case 'swap-response':
      return flags.pushSwapResponses;
    case 'message':
      return flags.pushMessages;
    case 'daily-digest':
      return false;
    case 'weekly-digest':
      return flags.pushWeeklyDigest;
    case 'new-reagent':
      return flags.pushNewReagents;
    case 'reagent-request':
      return flags.pushReagentRequests;
    case 'listing-expiry':
    case 'request-match':
    case 'saved-search-match':
      return true;
  }
}

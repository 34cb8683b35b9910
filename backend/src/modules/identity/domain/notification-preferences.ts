import {
  DIGEST_FREQUENCIES,
  PREFERENCE_ROWS,
  type DigestFrequency,
  type NotificationFlags,
  type PreferenceCategory,
  type PreferenceChannel,
} from '@reagentswap/contracts';

/**
 * Which e-mails, pushes and in-app notifications a member wants (spec §3 and §4, issue 19 item 5,
 * ADR 0029). Pure, so the notifications module can apply it to what GetNotificationRecipientQuery
 * returns (or what an event carried), and so it is unit-tested on its own.
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
  // A listing's owner reminded of its expiry date (issue 18): the 'expiry' row of the preferences.
  | 'listing-expiry'
  // A listing matching the member's open reagent request (issue 19 item 1, ADR 0026): the 'matches' row.
  | 'request-match'
  // A new listing matching one of the member's saved searches (issue 19 item 2): the 'matches' row too.
  | 'saved-search-match'
  | 'account';

/**
 * Which row of the member's preferences governs a kind. Digests follow the digest frequency, the
 * announcements of every new listing and request (broadcasts to all members) their own spec push
 * switches; neither has an in-app entry. Account notifications always go out by e-mail.
 */
const CATEGORY_OF: Readonly<Record<NotificationKind, PreferenceCategory | 'digest' | 'announcement' | 'account'>> = {
  message: 'messages',
  'swap-offer': 'swapOffers',
  'swap-response': 'swapResponses',
  'request-match': 'matches',
  'saved-search-match': 'matches',
  'listing-expiry': 'expiry',
  'daily-digest': 'digest',
  'weekly-digest': 'digest',
  'new-reagent': 'announcement',
  'reagent-request': 'announcement',
  account: 'account',
};

const ROW_OF = new Map(PREFERENCE_ROWS.map((row) => [row.category, row]));

/** The member's choice for a kind that has a row, on one channel. */
const chosen = (flags: NotificationFlags, category: PreferenceCategory, channel: PreferenceChannel): boolean =>
  flags[ROW_OF.get(category)!.flags[channel]];

/**
 * What an unset flag means: every e-mail, in-app and per-type push flag defaults to on (push_new_reagents
 * and push_reagent_requests count as on unless explicitly false); the push master is off until the
 * member enables push on a device; the digest comes weekly (the spec's default profile: "weekly digest on").
 */
export const DEFAULT_NOTIFICATION_FLAGS: Readonly<NotificationFlags> = Object.freeze({
  emailNotifications: true,
  notifySwapOffers: true,
  notifySwapResponses: true,
  notifyMessages: true,
  digestFrequency: 'weekly',
  pushNotifications: false,
  pushSwapOffers: true,
  pushSwapResponses: true,
  pushMessages: true,
  pushWeeklyDigest: true,
  pushNewReagents: true,
  pushReagentRequests: true,
  emailMatches: true,
  emailExpiry: true,
  pushMatches: true,
  pushExpiry: true,
  inAppMessages: true,
  inAppSwapOffers: true,
  inAppSwapResponses: true,
  inAppMatches: true,
  inAppExpiry: true,
});

export const NOTIFICATION_FLAG_NAMES = Object.keys(DEFAULT_NOTIFICATION_FLAGS) as (keyof NotificationFlags)[];

export const isDigestFrequency = (value: unknown): value is DigestFrequency => DIGEST_FREQUENCIES.includes(value as DigestFrequency);

/**
 * Stored flags (any of them may be null, missing, or — from an event written before a flag
 * existed — absent) with the defaults applied; a value of the wrong type counts as unset.
 */
export function effectiveNotificationFlags(stored: Partial<Record<keyof NotificationFlags, unknown>>): NotificationFlags {
  const flags: Record<string, unknown> = { ...DEFAULT_NOTIFICATION_FLAGS };
  for (const name of NOTIFICATION_FLAG_NAMES) {
    const value = stored[name];
    if (name === 'digestFrequency' ? isDigestFrequency(value) : typeof value === 'boolean') flags[name] = value;
  }
  return flags as unknown as NotificationFlags;
}

/**
 * Whether to e-mail this member about this kind of thing. Account e-mails (approval, rejection,
 * e-mail confirmation, password reset) are transactional and always sent. Every other e-mail needs
 * the master switch and then: a digest, the member's digest frequency; a kind with a row, its e-mail
 * switch; the announcements (new reagents, reagent requests) are push-only and never e-mailed.
 */
export function wantsEmail(flags: NotificationFlags, kind: NotificationKind): boolean {
  const category = CATEGORY_OF[kind];
  if (category === 'account') return true;
  if (!flags.emailNotifications) return false;
  if (category === 'digest') return flags.digestFrequency === (kind === 'daily-digest' ? 'daily' : 'weekly');
  if (category === 'announcement') return false; // push-only
  return chosen(flags, category, 'email');
}

/**
 * Whether to push to this member's devices. Nothing is pushed while the push master is off; with it
 * on, account events always (no switch of their own); the daily digest never (e-mail only); the
 * weekly digest and the announcements follow their spec switches, every other kind its row's push switch.
 */
export function wantsPush(flags: NotificationFlags, kind: NotificationKind): boolean {
  if (!flags.pushNotifications) return false;
  const category = CATEGORY_OF[kind];
  if (category === 'account') return true;
  if (category === 'digest') return kind === 'weekly-digest' && flags.pushWeeklyDigest;
  if (category === 'announcement') return kind === 'new-reagent' ? flags.pushNewReagents : flags.pushReagentRequests;
  return chosen(flags, category, 'push');
}

/**
 * Whether to list it in the member's notification centre (the bell). Only kinds with a row: there
 * is no master switch for in-app; account mail, digests and announcements have no in-app entry.
 */
export function wantsInApp(flags: NotificationFlags, kind: NotificationKind): boolean {
  const category = CATEGORY_OF[kind];
  if (category === 'account' || category === 'digest' || category === 'announcement') return false;
  return chosen(flags, category, 'inApp');
}

import type { NotificationFlags } from './profile.types.js';

/**
 * Issue 19 item 5: how often the digest e-mail comes (ADR 0029). One choice replaces the spec's two
 * switches daily_digest_email and weekly_digest_email.
 */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const DIGEST_FREQUENCY_LABELS: Readonly<Record<DigestFrequency, string>> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** The channels a member picks per kind of notification. */
export const PREFERENCE_CHANNELS = ['inApp', 'email', 'push'] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

export const PREFERENCE_CHANNEL_LABELS: Readonly<Record<PreferenceChannel, string>> = {
  inApp: 'In-app',
  email: 'Email',
  push: 'Push',
};

/** The kinds a member sets channels for (issue 19 item 5). Swaps keep the spec's two rows: offers and responses. */
export const PREFERENCE_CATEGORIES = ['messages', 'swapOffers', 'swapResponses', 'matches', 'expiry'] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];

type BooleanFlag = { [K in keyof NotificationFlags]: NotificationFlags[K] extends boolean ? K : never }[keyof NotificationFlags];

export interface PreferenceRow {
  category: PreferenceCategory;
  label: string;
  description: string;
  /** The profile flag that holds each channel's choice (the spec's own flags where it has them). */
  flags: Readonly<Record<PreferenceChannel, BooleanFlag>>;
}

/** Profile → Notifications: one row per kind, one switch per channel; browser and server read the same table. */
export const PREFERENCE_ROWS: readonly PreferenceRow[] = [
  {
    category: 'messages',
    label: 'Messages',
    description: 'When another member sends you a message',
    flags: { inApp: 'inAppMessages', email: 'notifyMessages', push: 'pushMessages' },
  },
  {
    category: 'swapOffers',
    label: 'Swap Offers',
    description: 'When someone requests one of your reagents',
    flags: { inApp: 'inAppSwapOffers', email: 'notifySwapOffers', push: 'pushSwapOffers' },
  },
  {
    category: 'swapResponses',
    label: 'Swap Responses',
    description: 'When a lab approves or rejects your swap request',
    flags: { inApp: 'inAppSwapResponses', email: 'notifySwapResponses', push: 'pushSwapResponses' },
  },
  {
    category: 'matches',
    label: 'Matches',
    description: 'When a new listing matches one of your reagent requests or saved searches',
    flags: { inApp: 'inAppMatches', email: 'emailMatches', push: 'pushMatches' },
  },
  {
    category: 'expiry',
    label: 'Expiry Reminders',
    description: 'When one of your listings is about to expire',
    flags: { inApp: 'inAppExpiry', email: 'emailExpiry', push: 'pushExpiry' },
  },
];

import { PREFERENCE_ROWS, type PreferenceCategory } from '@reagentswap/contracts';
import {
  DEFAULT_NOTIFICATION_FLAGS,
  effectiveNotificationFlags,
  wantsEmail,
  wantsInApp,
  wantsPush,
  type NotificationFlags,
  type NotificationKind,
} from './notification-preferences.js';

const ALL_KINDS: NotificationKind[] = [
  'swap-offer',
  'swap-response',
  'message',
  'daily-digest',
  'weekly-digest',
  'new-reagent',
  'reagent-request',
  'listing-expiry',
  'request-match',
  'saved-search-match',
  'account',
];
const flags = (overrides: Partial<NotificationFlags> = {}): NotificationFlags => ({ ...DEFAULT_NOTIFICATION_FLAGS, ...overrides });
const flagOf = (category: PreferenceCategory, channel: 'inApp' | 'email' | 'push') =>
  PREFERENCE_ROWS.find((row) => row.category === category)!.flags[channel];

/** Each kind with a row of its own in Profile → Notifications. */
const KINDS_WITH_ROWS: Array<[NotificationKind, PreferenceCategory]> = [
  ['message', 'messages'],
  ['swap-offer', 'swapOffers'],
  ['swap-response', 'swapResponses'],
  ['request-match', 'matches'],
  ['saved-search-match', 'matches'],
  ['listing-expiry', 'expiry'],
];

describe('effective notification flags', () => {
  it('applies the defaults to unset flags: every switch on but the push master, the digest weekly', () => {
    expect(effectiveNotificationFlags({})).toEqual({
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
  });

  it('counts push_new_reagents and push_reagent_requests as on unless explicitly false', () => {
    expect(effectiveNotificationFlags({ pushNewReagents: null, pushReagentRequests: undefined })).toMatchObject({
      pushNewReagents: true,
      pushReagentRequests: true,
    });
    expect(effectiveNotificationFlags({ pushNewReagents: false, pushReagentRequests: false })).toMatchObject({
      pushNewReagents: false,
      pushReagentRequests: false,
    });
  });

  it('keeps stored values, and ignores what is not a setting (an unknown frequency, a string for a switch)', () => {
    expect(effectiveNotificationFlags({ notifyMessages: false, pushNotifications: true, digestFrequency: 'daily' })).toMatchObject({
      notifyMessages: false,
      pushNotifications: true,
      digestFrequency: 'daily',
    });
    expect(effectiveNotificationFlags({ digestFrequency: 'hourly', inAppMessages: 'no' })).toMatchObject({
      digestFrequency: 'weekly',
      inAppMessages: true,
    });
  });
});

describe('wantsEmail', () => {
  it('always sends account e-mails, even with every flag off', () => {
    const off = Object.fromEntries(Object.keys(DEFAULT_NOTIFICATION_FLAGS).map((k) => [k, false])) as unknown as NotificationFlags;
    expect(wantsEmail({ ...off, digestFrequency: 'off' }, 'account')).toBe(true);
  });

  it('sends nothing else while the e-mail master switch is off, whatever the dependent flags say', () => {
    for (const kind of ALL_KINDS.filter((k) => k !== 'account')) expect(wantsEmail(flags({ emailNotifications: false }), kind)).toBe(false);
  });

  it.each(KINDS_WITH_ROWS)('follows the e-mail switch of its row for %s (%s)', (kind, category) => {
    expect(wantsEmail(flags(), kind)).toBe(true);
    expect(wantsEmail(flags({ [flagOf(category, 'email')]: false }), kind)).toBe(false);
  });

  it('keeps the spec flags for the swap and message rows', () => {
    expect(flagOf('swapOffers', 'email')).toBe('notifySwapOffers');
    expect(flagOf('swapResponses', 'email')).toBe('notifySwapResponses');
    expect(flagOf('messages', 'email')).toBe('notifyMessages');
    expect(flagOf('messages', 'push')).toBe('pushMessages');
  });

  it.each([
    ['off', false, false],
    ['daily', true, false],
    ['weekly', false, true],
  ] as const)('with the digest %s: daily digest %s, weekly digest %s', (digestFrequency, daily, weekly) => {
    expect(wantsEmail(flags({ digestFrequency }), 'daily-digest')).toBe(daily);
    expect(wantsEmail(flags({ digestFrequency }), 'weekly-digest')).toBe(weekly);
  });

  it('never e-mails about new reagents or reagent requests (push only)', () => {
    expect(wantsEmail(flags(), 'new-reagent')).toBe(false);
    expect(wantsEmail(flags(), 'reagent-request')).toBe(false);
  });
});

describe('wantsPush', () => {
  it('pushes nothing while the push master is off (its default)', () => {
    for (const kind of ALL_KINDS) expect(wantsPush(flags(), kind)).toBe(false);
  });

  it.each(KINDS_WITH_ROWS)('follows the push switch of its row for %s (%s) once push is on', (kind, category) => {
    expect(wantsPush(flags({ pushNotifications: true }), kind)).toBe(true);
    expect(wantsPush(flags({ pushNotifications: true, [flagOf(category, 'push')]: false }), kind)).toBe(false);
  });

  it.each<[NotificationKind, keyof NotificationFlags]>([
    ['weekly-digest', 'pushWeeklyDigest'],
    ['new-reagent', 'pushNewReagents'],
    ['reagent-request', 'pushReagentRequests'],
  ])('follows its spec switch for %s once push is on', (kind, flag) => {
    expect(wantsPush(flags({ pushNotifications: true }), kind)).toBe(true);
    expect(wantsPush(flags({ pushNotifications: true, [flag]: false }), kind)).toBe(false);
  });

  it('pushes account events when push is on, and never the daily digest', () => {
    expect(wantsPush(flags({ pushNotifications: true }), 'account')).toBe(true);
    expect(wantsPush(flags({ pushNotifications: true, digestFrequency: 'daily' }), 'daily-digest')).toBe(false);
  });
});

describe('wantsInApp', () => {
  it.each(KINDS_WITH_ROWS)('follows the in-app switch of its row for %s (%s), whatever the masters say', (kind, category) => {
    expect(wantsInApp(flags({ emailNotifications: false, pushNotifications: false }), kind)).toBe(true);
    expect(wantsInApp(flags({ [flagOf(category, 'inApp')]: false }), kind)).toBe(false);
  });

  it.each<NotificationKind>(['account', 'daily-digest', 'weekly-digest', 'new-reagent', 'reagent-request'])(
    'lists no %s in the notification centre',
    (kind) => expect(wantsInApp(flags(), kind)).toBe(false),
  );
});

import {
  DEFAULT_NOTIFICATION_FLAGS,
  effectiveNotificationFlags,
  wantsEmail,
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
  'account',
];
const flags = (overrides: Partial<NotificationFlags> = {}): NotificationFlags => ({ ...DEFAULT_NOTIFICATION_FLAGS, ...overrides });

describe('effective notification flags', () => {
  it('applies the spec defaults to unset flags', () => {
    expect(effectiveNotificationFlags({})).toEqual({
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

  it('keeps stored values', () => {
    expect(effectiveNotificationFlags({ notifyMessages: false, pushNotifications: true })).toMatchObject({
      notifyMessages: false,
      pushNotifications: true,
    });
  });
});

describe('wantsEmail', () => {
  it('always sends account e-mails, even with every flag off', () => {
    const off = Object.fromEntries(Object.keys(DEFAULT_NOTIFICATION_FLAGS).map((k) => [k, false])) as unknown as NotificationFlags;
    expect(wantsEmail(off, 'account')).toBe(true);
  });

  it('sends nothing else while the e-mail master switch is off, whatever the dependent flags say', () => {
    for (const kind of ALL_KINDS.filter((k) => k !== 'account')) expect(wantsEmail(flags({ emailNotifications: false }), kind)).toBe(false);
  });

  it.each<[NotificationKind, keyof NotificationFlags]>([
    ['swap-offer', 'notifySwapOffers'],
    ['swap-response', 'notifySwapResponses'],
    ['message', 'notifyMessages'],
    ['daily-digest', 'dailyDigestEmail'],
    ['weekly-digest', 'weeklyDigestEmail'],
  ])('follows its own flag for %s', (kind, flag) => {
    expect(wantsEmail(flags(), kind)).toBe(true);
    expect(wantsEmail(flags({ [flag]: false }), kind)).toBe(false);
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

  it.each<[NotificationKind, keyof NotificationFlags]>([
    ['swap-offer', 'pushSwapOffers'],
    ['swap-response', 'pushSwapResponses'],
    ['message', 'pushMessages'],
    ['weekly-digest', 'pushWeeklyDigest'],
    ['new-reagent', 'pushNewReagents'],
    ['reagent-request', 'pushReagentRequests'],
  ])('follows its own flag for %s once push is on', (kind, flag) => {
    expect(wantsPush(flags({ pushNotifications: true }), kind)).toBe(true);
    expect(wantsPush(flags({ pushNotifications: true, [flag]: false }), kind)).toBe(false);
  });

  it('reminds owners of expiring listings on both channels, following only the master switches', () => {
    expect(wantsEmail(flags(), 'listing-expiry')).toBe(true);
    expect(wantsPush(flags({ pushNotifications: true }), 'listing-expiry')).toBe(true);
    expect(wantsEmail(flags({ emailNotifications: false }), 'listing-expiry')).toBe(false);
  });

  it.each<NotificationKind>(['listing-expiry', 'request-match'])(
    'tells of %s on both channels, following only the master switches',
    (kind) => {
      expect(wantsEmail(flags(), kind)).toBe(true);
      expect(wantsPush(flags({ pushNotifications: true }), kind)).toBe(true);
      expect(wantsEmail(flags({ emailNotifications: false }), kind)).toBe(false);
    },
  );

  it('pushes account events when push is on, and never the daily digest', () => {
    expect(wantsPush(flags({ pushNotifications: true }), 'account')).toBe(true);
    expect(wantsPush(flags({ pushNotifications: true }), 'daily-digest')).toBe(false);
  });
});

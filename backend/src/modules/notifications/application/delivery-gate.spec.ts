import { DEFAULT_NOTIFICATION_FLAGS, type NotificationFlags } from '../../identity/index.js';
import { deliveryGate } from './delivery-gate.js';

const member = (
  flags: Partial<NotificationFlags> = {},
  extra: { approvalStatus?: 'pending' | 'approved' | 'rejected'; isSuspended?: boolean } = {},
) => ({
  flags: { ...DEFAULT_NOTIFICATION_FLAGS, pushNotifications: true, ...flags },
  approvalStatus: extra.approvalStatus ?? ('approved' as const),
  isSuspended: extra.isSuspended ?? false,
});

describe('deliveryGate (preferences checked before every send)', () => {
  it('sends message e-mails and pushes while their flags are on', () => {
    expect(deliveryGate('email', 'message', member())).toBeUndefined();
    expect(deliveryGate('push', 'message', member())).toBeUndefined();
  });

  it('stops the message e-mail when notify_messages is off, and every e-mail when the e-mail master is off', () => {
    expect(deliveryGate('email', 'message', member({ notifyMessages: false }))).toBe('opted-out');
    expect(deliveryGate('email', 'swap-offer', member({ emailNotifications: false }))).toBe('opted-out');
    expect(deliveryGate('push', 'message', member({ notifyMessages: false }))).toBeUndefined();
  });

  it('stops the message push when push_messages or the push master is off', () => {
    expect(deliveryGate('push', 'message', member({ pushMessages: false }))).toBe('opted-out');
    expect(deliveryGate('push', 'message', member({ pushNotifications: false }))).toBe('opted-out');
    expect(deliveryGate('email', 'message', member({ pushMessages: false }))).toBeUndefined();
  });

  it('always sends account e-mails, whatever the flags and status', () => {
    const everythingOff = member({ emailNotifications: false, notifyMessages: false, notifySwapOffers: false });
    expect(deliveryGate('email', 'account', everythingOff)).toBeUndefined();
    expect(deliveryGate('email', 'account', member({}, { approvalStatus: 'rejected' }))).toBeUndefined();
    expect(deliveryGate('email', 'account', member({}, { isSuspended: true }))).toBeUndefined();
  });

  it('sends nothing but account notifications to suspended or unapproved members', () => {
    expect(deliveryGate('email', 'message', member({}, { isSuspended: true }))).toBe('inactive');
    expect(deliveryGate('push', 'swap-offer', member({}, { approvalStatus: 'pending' }))).toBe('inactive');
  });

  it('applies no preferences to a bare address (the support mailbox)', () => {
    expect(deliveryGate('email', 'support', null)).toBeUndefined();
  });
});

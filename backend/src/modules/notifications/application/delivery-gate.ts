import { wantsEmail, wantsInApp, wantsPush, type NotificationKind, type NotificationRecipient } from '../../identity/index.js';
import type { ChannelOutcome, NotificationChannel } from './notification-request.js';

/**
 * Whether a notification may go out on a channel, checked before every send: undefined means
 * yes, otherwise the reason it does not. A bare address (no member) has no preferences. Members
 * who are suspended or not approved get only 'account' notifications; everyone else gets what
 * their profile flags allow (identity's wantsEmail / wantsPush / wantsInApp).
 */
export function deliveryGate(
  channel: NotificationChannel,
  kind: NotificationKind | 'support',
  recipient: Pick<NotificationRecipient, 'flags' | 'approvalStatus' | 'isSuspended'> | null,
): Extract<ChannelOutcome, 'opted-out' | 'inactive'> | undefined {
  if (!recipient || kind === 'support') return undefined;
  if (kind !== 'account' && (recipient.isSuspended || recipient.approvalStatus !== 'approved')) return 'inactive';
  const wants = { email: wantsEmail, push: wantsPush, 'in-app': wantsInApp }[channel];
  const wanted = wants(recipient.flags, kind);
  return wanted ? undefined : 'opted-out';
}

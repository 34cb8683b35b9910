import { effectiveNotificationFlags, type NotificationFlags } from '../../domain/notification-preferences.js';
import type { ProfileRecord, UserRecord } from '../../infrastructure/identity.entities.js';
import type { NotificationRecipient } from './get-notification-recipient.query.js';

/**
 * A member as notifications see them: name to greet, flags with the spec's defaults, status. Also
 * for a snapshot another module carried in an event (swaps' parties), so the rules stay here.
 */
export const notificationRecipientOf = (
  user: Pick<UserRecord, 'id' | 'email' | 'approvalStatus' | 'isDeleted'>,
  profile: (Pick<ProfileRecord, 'username' | 'displayUsername'> & Partial<Record<keyof NotificationFlags, unknown>>) | null | undefined,
): NotificationRecipient => ({
  userId: user.id,
  email: user.email,
  displayName: profile?.displayUsername?.trim() || profile?.username || user.email.split('@')[0]!,
  flags: effectiveNotificationFlags(profile ?? {}),
  approvalStatus: user.approvalStatus,
  isSuspended: user.isDeleted,
});

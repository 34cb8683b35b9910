import { effectiveNotificationFlags } from '../../domain/notification-preferences.js';
import type { ProfileRecord, UserRecord } from '../../infrastructure/identity.entities.js';
import type { NotificationRecipient } from './get-notification-recipient.query.js';

/** A member as notifications see them: name to greet, flags with the spec's defaults, status. */
export const notificationRecipientOf = (user: UserRecord, profile: ProfileRecord | null | undefined): NotificationRecipient => ({
  userId: user.id,
  email: user.email,
  displayName: profile?.displayUsername?.trim() || profile?.username || user.email.split('@')[0]!,
  flags: effectiveNotificationFlags(profile ?? {}),
  approvalStatus: user.approvalStatus,
  isSuspended: user.isDeleted,
});

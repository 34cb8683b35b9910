import { Query } from '@nestjs/cqrs';
import type { NotificationFlags } from '../../domain/notification-preferences.js';
import type { ApprovalStatus } from '../../infrastructure/identity.entities.js';

/** Who to notify and how they want it; use with wantsEmail / wantsPush. */
export interface NotificationRecipient {
  userId: string;
  email: string;
  displayName: string;
  /** Stored flags with the spec's defaults applied. */
  flags: NotificationFlags;
  /** Extra context: suspended members and unapproved accounts should normally get only account e-mails. */
  approvalStatus: ApprovalStatus;
  isSuspended: boolean;
}

/** Resolves to null for an unknown user id. */
export class GetNotificationRecipientQuery extends Query<NotificationRecipient | null> {
  constructor(readonly userId: string) {
    super();
  }
}

import type { NotificationKind, NotificationRecipient } from '../../identity/index.js';
import type { NotificationTemplate } from '../templates/notification-template.js';

/** 'in-app': the member's notification centre (the bell), worded like the push (ADR 0029). */
export type NotificationChannel = 'email' | 'push' | 'in-app';

/**
 * Who gets it. A member (`userId`): their preferences apply and their e-mail address is used,
 * unless `address` overrides it (an e-mail change is confirmed at the new address). `known`: the
 * member as the event that asks for this carried them (see notificationRecipientOf), so the
 * dispatcher reads nobody back. A bare `address` (the support mailbox): no preferences, e-mail only.
 */
export type NotificationRecipientRef = { userId: string; address?: string; known?: NotificationRecipient } | { address: string };

export interface NotificationRequest<D extends object> {
  /**
   * Stable identity of this notification, e.g. `identity.user-approved:<userId>`. Events arrive at
   * least once; a key is sent at most once per channel, however often it is dispatched.
   */
  dedupeKey: string;
  /**
   * Which preference governs it (identity's wantsEmail / wantsPush); 'account' always goes out.
   * 'support' is for copies to the support mailbox (a bare address, no preferences).
   */
  kind: NotificationKind | 'support';
  to: NotificationRecipientRef;
  template: NotificationTemplate<D>;
  data: D;
  replyTo?: string;
  /** Restrict to some channels; by default every channel the template has a part for. */
  channels?: readonly NotificationChannel[];
}

/**
 * queued: accepted — a send job was enqueued, or, with the local transport, the mail is already in the
 * local mailbox (written delivered: nothing is sent, so there is no job). duplicate: this dedupe key was already dispatched.
 * opted-out: the member's preferences say no. inactive: suspended or not approved (only 'account'
 * notifications reach them). unknown-user: no such member. no-device: push wanted, no subscription.
 * not-applicable: the template has no part for this channel, it was not asked for, or push to a bare address.
 */
export type ChannelOutcome = 'queued' | 'duplicate' | 'opted-out' | 'inactive' | 'unknown-user' | 'no-device' | 'not-applicable';

export interface DispatchResult {
  email: ChannelOutcome;
  push: ChannelOutcome;
  inApp: ChannelOutcome;
}

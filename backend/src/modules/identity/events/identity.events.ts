import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export interface AccountEventPayload {
  userId: string;
  email: string;
  displayName: string;
}

export class UserRegistered extends IntegrationEvent<AccountEventPayload> {
  static override readonly eventType = 'identity.user-registered';
}

export class UserApproved extends IntegrationEvent<AccountEventPayload & { approvedBy: string }> {
  static override readonly eventType = 'identity.user-approved';
}

export class UserRejected extends IntegrationEvent<AccountEventPayload & { rejectedBy: string }> {
  static override readonly eventType = 'identity.user-rejected';
}

export interface EmailChangeRequestedPayload {
  userId: string;
  /** Where the confirmation link goes: the new address. */
  newEmail: string;
  confirmUrl: string;
  displayName: string;
}

/** A member asked to change their e-mail; the link (valid 24 h, single use) must reach the new address. */
export class EmailChangeRequested extends IntegrationEvent<EmailChangeRequestedPayload> {
  static override readonly eventType = 'identity.email-change-requested';
}

export interface PasswordResetRequestedPayload {
  userId: string;
  email: string;
  resetUrl: string;
  displayName: string;
}

/** Someone asked for a password reset for an existing account; the link is valid 1 h, single use. */
export class PasswordResetRequested extends IntegrationEvent<PasswordResetRequestedPayload> {
  static override readonly eventType = 'identity.password-reset-requested';
}

export interface EmailChangedPayload {
  userId: string;
  oldEmail: string;
  newEmail: string;
  displayName: string;
}

/** The e-mail change was confirmed. Lets the old address be told (a takeover would otherwise go unnoticed). */
export class EmailChanged extends IntegrationEvent<EmailChangedPayload> {
  static override readonly eventType = 'identity.email-changed';
}

/** An admin suspended a member (their account is removed from the community; open swaps must not hang on them). */
export class UserSuspended extends IntegrationEvent<{ userId: string; suspendedBy: string; suspendedAt: string }> {
  static override readonly eventType = 'identity.user-suspended';
}

export interface SessionEndedPayload {
  userId: string;
  /** The session (refresh-token family) that ended: the `sid` of its access tokens. */
  sessionId: string;
}

/**
 * One session of a member ended before its time: signed out, or revoked because a rotated refresh
 * token was replayed. The member's other sessions go on. (Suspensions publish UserSuspended.)
 */
export class SessionEnded extends IntegrationEvent<SessionEndedPayload> {
  static override readonly eventType = 'identity.session-ended';
}

registerIntegrationEvents(
  UserRegistered,
  UserApproved,
  UserRejected,
  EmailChangeRequested,
  PasswordResetRequested,
  EmailChanged,
  UserSuspended,
  SessionEnded,
);

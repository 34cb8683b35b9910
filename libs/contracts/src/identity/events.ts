/**
 * Identity's integration events (the outbox): their stable type strings and payload shapes, so a
 * module that may not import identity (the ledger, realtime, swaps) subscribes by this constant and
 * reads a typed payload instead of repeating a string. Types and names only (ADR 0022).
 */
export const IDENTITY_INTEGRATION_EVENTS = {
  userRegistered: 'identity.user-registered',
  userApproved: 'identity.user-approved',
  userRejected: 'identity.user-rejected',
  emailChangeRequested: 'identity.email-change-requested',
  passwordResetRequested: 'identity.password-reset-requested',
  emailChanged: 'identity.email-changed',
  userSuspended: 'identity.user-suspended',
  sessionEnded: 'identity.session-ended',
} as const;
export type IdentityIntegrationEventType = (typeof IDENTITY_INTEGRATION_EVENTS)[keyof typeof IDENTITY_INTEGRATION_EVENTS];

export interface AccountEventPayload {
  userId: string;
  email: string;
  displayName: string;
}

export interface EmailChangeRequestedPayload {
  userId: string;
  /** Where the confirmation link goes: the new address. */
  newEmail: string;
  confirmUrl: string;
  displayName: string;
}

export interface PasswordResetRequestedPayload {
  userId: string;
  email: string;
  resetUrl: string;
  displayName: string;
}

export interface EmailChangedPayload {
  userId: string;
  oldEmail: string;
  newEmail: string;
  displayName: string;
}

export interface UserSuspendedPayload {
  userId: string;
  suspendedBy: string;
  suspendedAt: string;
}

export interface SessionEndedPayload {
  userId: string;
  /** The session (refresh-token family) that ended: the `sid` of its access tokens. */
  sessionId: string;
}

/** Each identity event's payload, by its type string. */
export interface IdentityIntegrationEventPayloads {
  'identity.user-registered': AccountEventPayload;
  'identity.user-approved': AccountEventPayload & { approvedBy: string };
  'identity.user-rejected': AccountEventPayload & { rejectedBy: string };
  'identity.email-change-requested': EmailChangeRequestedPayload;
  'identity.password-reset-requested': PasswordResetRequestedPayload;
  'identity.email-changed': EmailChangedPayload;
  'identity.user-suspended': UserSuspendedPayload;
  'identity.session-ended': SessionEndedPayload;
}

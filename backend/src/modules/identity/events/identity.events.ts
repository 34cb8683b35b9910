import { IDENTITY_INTEGRATION_EVENTS as TYPES, type IdentityIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type {
  AccountEventPayload,
  EmailChangedPayload,
  EmailChangeRequestedPayload,
  PasswordResetRequestedPayload,
  SessionEndedPayload,
} from '@reagentswap/contracts';

// Type strings and payloads are identity's contract (libs/contracts/src/identity/events.ts, ADR 0022).

export class UserRegistered extends IntegrationEvent<Payloads[typeof TYPES.userRegistered]> {
  static override readonly eventType = TYPES.userRegistered;
}

export class UserApproved extends IntegrationEvent<Payloads[typeof TYPES.userApproved]> {
  static override readonly eventType = TYPES.userApproved;
}

export class UserRejected extends IntegrationEvent<Payloads[typeof TYPES.userRejected]> {
  static override readonly eventType = TYPES.userRejected;
}

/** A member asked to change their e-mail; the link (valid 24 h, single use) must reach the new address. */
export class EmailChangeRequested extends IntegrationEvent<Payloads[typeof TYPES.emailChangeRequested]> {
  static override readonly eventType = TYPES.emailChangeRequested;
}

/** Someone asked for a password reset for an existing account; the link is valid 1 h, single use. */
export class PasswordResetRequested extends IntegrationEvent<Payloads[typeof TYPES.passwordResetRequested]> {
  static override readonly eventType = TYPES.passwordResetRequested;
}

/** The e-mail change was confirmed. Lets the old address be told (a takeover would otherwise go unnoticed). */
export class EmailChanged extends IntegrationEvent<Payloads[typeof TYPES.emailChanged]> {
  static override readonly eventType = TYPES.emailChanged;
}

/** An admin suspended a member (their account is removed from the community; open swaps must not hang on them). */
export class UserSuspended extends IntegrationEvent<Payloads[typeof TYPES.userSuspended]> {
  static override readonly eventType = TYPES.userSuspended;
}

/**
 * One session of a member ended before its time: signed out, or revoked because a rotated refresh
 * token was replayed. The member's other sessions go on. (Suspensions publish UserSuspended.)
 */
export class SessionEnded extends IntegrationEvent<Payloads[typeof TYPES.sessionEnded]> {
  static override readonly eventType = TYPES.sessionEnded;
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

import type { ApprovalStatus, NamedRef } from './account.types.js';
import type { DigestFrequency } from './notification-preferences.js';

/**
 * E-mail, push and in-app preferences (spec §3, issue 19 item 5: PREFERENCE_ROWS); the server
 * applies the defaults. `digestFrequency` replaces the spec's daily_digest_email and weekly_digest_email (ADR 0029).
 */
export interface NotificationFlags {
  emailNotifications: boolean;
  notifySwapOffers: boolean;
  notifySwapResponses: boolean;
  notifyMessages: boolean;
  digestFrequency: DigestFrequency;
  /** The push master switch. */
  pushNotifications: boolean;
  pushSwapOffers: boolean;
  pushSwapResponses: boolean;
  pushMessages: boolean;
  pushWeeklyDigest: boolean;
  pushNewReagents: boolean;
  pushReagentRequests: boolean;
  emailMatches: boolean;
  emailExpiry: boolean;
  pushMatches: boolean;
  pushExpiry: boolean;
  inAppMessages: boolean;
  inAppSwapOffers: boolean;
  inAppSwapResponses: boolean;
  inAppMatches: boolean;
  inAppExpiry: boolean;
}

/** Who a member is and where they work: on their own profile and, to other members, in the community directory. */
export interface MemberIdentityFields {
  id: string;
  username: string;
  displayUsername: string | null;
  /** displayUsername, else username: what other members see. */
  displayName: string;
  university: NamedRef | null;
  lab: NamedRef | null;
  city: string | null;
  country: string | null;
  location: string | null;
  /** Comma-separated. */
  expertise: string | null;
  researchInterests: string | null;
}

/** GET /api/profile: the signed-in member's own profile, everything the settings screen edits. */
export interface Profile extends NotificationFlags, MemberIdentityFields {
  email: string;
  /** A new address waiting for its confirmation link to be opened (null when none is open). */
  pendingEmail: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  isDeleted: boolean;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The personal fields the settings form edits; null clears one. */
export interface PersonalFields {
  displayUsername: string | null;
  universityId: string | null;
  labId: string | null;
  city: string | null;
  country: string | null;
  expertise: string | null;
  researchInterests: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
}

/** PATCH /api/profile: any subset of the personal fields (plus the free-text location) and notification flags. */
export type ProfileChanges = Partial<PersonalFields & { location: string | null }> & Partial<NotificationFlags>;

/** POST /api/profile/email. */
export interface EmailChangeRequest {
  email: string;
}

/** POST /api/profile/email/confirm answers with the new address. */
export interface EmailChangeConfirmed {
  message: string;
  email: string;
}

/** POST /api/profile/password. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

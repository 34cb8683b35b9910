import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from '../../../shared/database/columns.js';
import { EntitySchema, type OptionalProps } from '@mikro-orm/core';
import type { DigestFrequency } from '@reagentswap/contracts';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface UserRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isAdmin' | 'isDeleted' | 'approvalStatus';
  id: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  approvedAt?: Date | null;
  isDeleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const NOTIFICATION_FLAGS = [
  'emailNotifications',
  'notifySwapOffers',
  'notifySwapResponses',
  'notifyMessages',
  'pushNotifications',
  'pushSwapOffers',
  'pushSwapResponses',
  'pushMessages',
  'pushWeeklyDigest',
  'pushNewReagents',
  'pushReagentRequests',
  'emailMatches',
  'emailExpiry',
  'pushMatches',
  'pushExpiry',
  'inAppMessages',
  'inAppSwapOffers',
  'inAppSwapResponses',
  'inAppMatches',
  'inAppExpiry',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

export interface ProfileRecord extends Partial<Record<NotificationFlag, boolean | null>> {
  [OptionalProps]?: 'createdAt' | 'updatedAt';
  userId: string;
  username: string;
  displayUsername?: string | null;
  universityId?: string | null;
  labId?: string | null;
  location?: string | null;
  city?: string | null;
  country?: string | null;
  researchInterests?: string | null;
  expertise?: string | null;
  linkedinUrl?: string | null;
  websiteUrl?: string | null;
  /** Issue 19 item 5 (ADR 0029): replaces daily_digest_email and weekly_digest_email. */
  digestFrequency?: DigestFrequency | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RefreshTokenRecord {
  [OptionalProps]?: 'createdAt';
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  revokedAt?: Date | null;
  replacedBy?: string | null;
  createdAt: Date;
}

/** A single-use link token (e-mail change, password reset); only its SHA-256 hash is stored. */
export interface OneTimeTokenRecord {
  [OptionalProps]?: 'createdAt' | 'consumedAt' | 'revokedAt';
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  /** Set when the link was used. */
  consumedAt?: Date | null;
  /** Set when a newer link replaced this one (or the account changed so it no longer applies). */
  revokedAt?: Date | null;
  createdAt: Date;
}

export interface EmailChangeRequestRecord extends OneTimeTokenRecord {
  newEmail: string;
}

export type PasswordResetTokenRecord = OneTimeTokenRecord;

const uuidPk = uuidPrimaryKey;
const createdAt = createdAtColumn;
const text = { type: 'text', nullable: true } as const;
const flag = { type: 'boolean', nullable: true } as const;

export const UserSchema = new EntitySchema<UserRecord>({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidPk,
    email: { type: 'text' },
    passwordHash: { type: 'text' },
    isAdmin: { type: 'boolean', default: false },
    approvalStatus: { type: 'text', default: 'pending' },
    approvedAt: { type: 'datetime', nullable: true },
    isDeleted: { type: 'boolean', default: false },
    createdAt,
    updatedAt: updatedAtColumn,
  },
});

export const ProfileSchema = new EntitySchema<ProfileRecord>({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    userId: { type: 'uuid', primary: true },
    username: { type: 'text' },
    displayUsername: text,
    universityId: { type: 'uuid', nullable: true },
    labId: { type: 'uuid', nullable: true },
    location: text,
    city: text,
    country: text,
    researchInterests: text,
    expertise: text,
    linkedinUrl: text,
    websiteUrl: text,
    ...(Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, flag])) as Record<NotificationFlag, typeof flag>),
    digestFrequency: text,
    createdAt,
    updatedAt: updatedAtColumn,
  },
});

export const RefreshTokenSchema = new EntitySchema<RefreshTokenRecord>({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: uuidPk,
    userId: { type: 'uuid' },
    familyId: { type: 'uuid' },
    tokenHash: { type: 'text' },
    expiresAt: { type: 'datetime' },
    revokedAt: { type: 'datetime', nullable: true },
    replacedBy: { type: 'uuid', nullable: true },
    createdAt,
  },
});

const oneTimeTokenProperties = {
  id: uuidPk,
  userId: { type: 'uuid' },
  tokenHash: { type: 'text' },
  expiresAt: { type: 'datetime' },
  consumedAt: { type: 'datetime', nullable: true },
  revokedAt: { type: 'datetime', nullable: true },
  createdAt,
} as const;

export const EmailChangeRequestSchema = new EntitySchema<EmailChangeRequestRecord>({
  name: 'EmailChangeRequest',
  tableName: 'email_change_requests',
  properties: { ...oneTimeTokenProperties, newEmail: { type: 'text' } },
});

export const PasswordResetTokenSchema = new EntitySchema<PasswordResetTokenRecord>({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: { ...oneTimeTokenProperties },
});

export const identityEntities = [UserSchema, ProfileSchema, RefreshTokenSchema, EmailChangeRequestSchema, PasswordResetTokenSchema];

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  ACCOUNT_LIMITS,
  DIGEST_FREQUENCIES,
  MAX_EMAIL_LENGTH,
  PROFILE_FIELD_LABELS,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  tooLongMessage,
  type DigestFrequency,
  type ProfileChanges,
} from '@reagentswap/contracts';

/**
 * A personal field: optional and nullable (null clears it), text, at most its shared limit, with
 * the message the browser shows too.
 */
const Personal =
  (field: keyof typeof PROFILE_LIMITS): PropertyDecorator =>
  (target, key) => {
    const label = PROFILE_FIELD_LABELS[field];
    IsOptional()(target, key);
    IsString({ message: `${label} must be text` })(target, key);
    MaxLength(PROFILE_LIMITS[field], { message: tooLongMessage(label, PROFILE_LIMITS[field]) })(target, key);
  };
/** Optional, but when present must be true or false (null is not a setting). */
const Flag = (): PropertyDecorator => (target, key) => {
  ValidateIf((_: object, value: unknown) => value !== undefined)(target, key);
  IsBoolean({ message: 'Notification settings must be true or false' })(target, key);
};
/** Ids are looked up, not parsed: the bound only keeps absurd input out. */
const ID_MAX_LENGTH = 100;

// Field rules (URLs, country list, university/lab consistency) live in the command handler with the
// spec's messages; the DTO only fixes the shape and bounds the sizes.
/** Implements the shared contract, so a field the browser may send and the DTO would drop breaks the build. */
export class UpdateProfileDto implements ProfileChanges {
  @ApiPropertyOptional({ nullable: true, maxLength: PROFILE_LIMITS.displayUsername })
  @Personal('displayUsername')
  displayUsername?: string | null;
  @ApiPropertyOptional({ nullable: true, format: 'uuid' })
  @IsOptional()
  @IsString({ message: 'University must be text' })
  @MaxLength(ID_MAX_LENGTH, { message: tooLongMessage('University', ID_MAX_LENGTH) })
  universityId?: string | null;
  @ApiPropertyOptional({ nullable: true, format: 'uuid' })
  @IsOptional()
  @IsString({ message: 'Lab must be text' })
  @MaxLength(ID_MAX_LENGTH, { message: tooLongMessage('Lab', ID_MAX_LENGTH) })
  labId?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: PROFILE_LIMITS.city }) @Personal('city') city?: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'One of GET /api/countries' }) @Personal('country') country?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: PROFILE_LIMITS.location }) @Personal('location') location?: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'Comma-separated', maxLength: PROFILE_LIMITS.expertise })
  @Personal('expertise')
  expertise?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: PROFILE_LIMITS.researchInterests })
  @Personal('researchInterests')
  researchInterests?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: PROFILE_LIMITS.linkedinUrl }) @Personal('linkedinUrl') linkedinUrl?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: PROFILE_LIMITS.websiteUrl }) @Personal('websiteUrl') websiteUrl?: string | null;

  @ApiPropertyOptional() @Flag() emailNotifications?: boolean;
  @ApiPropertyOptional() @Flag() notifySwapOffers?: boolean;
  @ApiPropertyOptional() @Flag() notifySwapResponses?: boolean;
  @ApiPropertyOptional() @Flag() notifyMessages?: boolean;
  @ApiPropertyOptional({ enum: DIGEST_FREQUENCIES })
  @ValidateIf((_: object, value: unknown) => value !== undefined)
  @IsIn(DIGEST_FREQUENCIES, { message: PROFILE_MESSAGES.digestFrequencyInvalid })
  digestFrequency?: DigestFrequency;
  @ApiPropertyOptional() @Flag() pushNotifications?: boolean;
  @ApiPropertyOptional() @Flag() pushSwapOffers?: boolean;
  @ApiPropertyOptional() @Flag() pushSwapResponses?: boolean;
  @ApiPropertyOptional() @Flag() pushMessages?: boolean;
  @ApiPropertyOptional() @Flag() pushWeeklyDigest?: boolean;
  @ApiPropertyOptional() @Flag() pushNewReagents?: boolean;
  @ApiPropertyOptional() @Flag() pushReagentRequests?: boolean;
  @ApiPropertyOptional() @Flag() emailMatches?: boolean;
  @ApiPropertyOptional() @Flag() emailExpiry?: boolean;
  @ApiPropertyOptional() @Flag() pushMatches?: boolean;
  @ApiPropertyOptional() @Flag() pushExpiry?: boolean;
  @ApiPropertyOptional() @Flag() inAppMessages?: boolean;
  @ApiPropertyOptional() @Flag() inAppSwapOffers?: boolean;
  @ApiPropertyOptional() @Flag() inAppSwapResponses?: boolean;
  @ApiPropertyOptional() @Flag() inAppMatches?: boolean;
  @ApiPropertyOptional() @Flag() inAppExpiry?: boolean;
}

export class ChangeEmailDto {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: PROFILE_MESSAGES.emailInvalid })
  @MaxLength(MAX_EMAIL_LENGTH, { message: PROFILE_MESSAGES.emailInvalid })
  email?: string;
}

export class ConfirmEmailChangeDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) token?: string;
}

export class ChangePasswordDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) currentPassword?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) newPassword?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) confirmPassword?: string;
}

export class PasswordResetRequestDto {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: PROFILE_MESSAGES.emailInvalid })
  @MaxLength(MAX_EMAIL_LENGTH, { message: PROFILE_MESSAGES.emailInvalid })
  email?: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) token?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) password?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) confirmPassword?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

const MAX = (n: number, label: string) => MaxLength(n, { message: `${label} must be at most ${n} characters` });
const STRING = (label: string) => IsString({ message: `${label} must be text` });
/** Optional and nullable (null clears the field). */
const Nullable = () => IsOptional();
/** Optional, but when present must be true or false (null is not a setting). */
const Flag = (): PropertyDecorator => (target, key) => {
  ValidateIf((_: object, value: unknown) => value !== undefined)(target, key);
  IsBoolean({ message: 'Notification settings must be true or false' })(target, key);
};

// Field rules (URLs, country list, university/lab consistency) live in the command handler with the
// spec's messages; the DTO only fixes the shape and bounds the sizes.
export class UpdateProfileDto {
  @ApiPropertyOptional({ nullable: true }) @Nullable() @STRING('Display name') @MAX(100, 'Display name') displayUsername?: string | null;
  @ApiPropertyOptional({ nullable: true, format: 'uuid' }) @Nullable() @STRING('University') @MAX(100, 'University') universityId?:
    string | null;
  @ApiPropertyOptional({ nullable: true, format: 'uuid' }) @Nullable() @STRING('Lab') @MAX(100, 'Lab') labId?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Nullable() @STRING('City') @MAX(100, 'City') city?: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'One of GET /api/countries' })
  @Nullable()
  @STRING('Country')
  @MAX(100, 'Country')
  country?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Nullable() @STRING('Location') @MAX(200, 'Location') location?: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'Comma-separated' })
  @Nullable()
  @STRING('Expertise')
  @MAX(500, 'Expertise')
  expertise?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Nullable() @STRING('Research interests') @MAX(2000, 'Research interests') researchInterests?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @Nullable() @STRING('LinkedIn URL') @MAX(500, 'LinkedIn URL') linkedinUrl?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Nullable() @STRING('Website URL') @MAX(500, 'Website URL') websiteUrl?: string | null;

  @ApiPropertyOptional() @Flag() emailNotifications?: boolean;
  @ApiPropertyOptional() @Flag() notifySwapOffers?: boolean;
  @ApiPropertyOptional() @Flag() notifySwapResponses?: boolean;
  @ApiPropertyOptional() @Flag() notifyMessages?: boolean;
  @ApiPropertyOptional() @Flag() dailyDigestEmail?: boolean;
  @ApiPropertyOptional() @Flag() weeklyDigestEmail?: boolean;
  @ApiPropertyOptional() @Flag() pushNotifications?: boolean;
  @ApiPropertyOptional() @Flag() pushSwapOffers?: boolean;
  @ApiPropertyOptional() @Flag() pushSwapResponses?: boolean;
  @ApiPropertyOptional() @Flag() pushMessages?: boolean;
  @ApiPropertyOptional() @Flag() pushWeeklyDigest?: boolean;
  @ApiPropertyOptional() @Flag() pushNewReagents?: boolean;
  @ApiPropertyOptional() @Flag() pushReagentRequests?: boolean;
}

export class ChangeEmailDto {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email?: string;
}

export class ConfirmEmailChangeDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) token?: string;
}

export class ChangePasswordDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) currentPassword?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) newPassword?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) confirmPassword?: string;
}

export class PasswordResetRequestDto {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email?: string;
}

export class PasswordResetConfirmDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) token?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) password?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) confirmPassword?: string;
}

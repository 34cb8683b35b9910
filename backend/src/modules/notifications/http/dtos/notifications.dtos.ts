import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { MAIL_STATUSES, PAGE_SIZES, type MailStatus, type PushEndpoint, type PushSubscriptionBody } from '@reagentswap/contracts';
import { PageQueryDto } from '../../../../shared/http/page-query.dto.js';

export class OutboxQueryDto extends PageQueryDto(PAGE_SIZES.mailOutbox) {
  @ApiPropertyOptional({ enum: MAIL_STATUSES })
  @IsOptional()
  @IsIn(MAIL_STATUSES, { message: 'status must be queued, delivered or failed' })
  status?: MailStatus;

  @ApiPropertyOptional({ description: 'Only e-mails to this address (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  to?: string;
}

export class PushKeysDto {
  @ApiProperty({ description: "base64url of the browser's P-256 public key" })
  @IsString({ message: 'keys.p256dh is required' })
  @IsNotEmpty({ message: 'keys.p256dh is required' })
  @MaxLength(200)
  p256dh: string;

  @ApiProperty({ description: 'base64url of the 16-byte auth secret' })
  @IsString({ message: 'keys.auth is required' })
  @IsNotEmpty({ message: 'keys.auth is required' })
  @MaxLength(100)
  auth: string;
}

/** The JSON of the browser's PushSubscription (subscription.toJSON()), plus an optional label. */
export class PushSubscriptionDto implements PushSubscriptionBody {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/…' })
  @IsString({ message: 'endpoint is required' })
  @IsNotEmpty({ message: 'endpoint is required' })
  @MaxLength(2048, { message: 'endpoint is too long' })
  endpoint: string;

  @ApiProperty({ type: PushKeysDto })
  @IsObject({ message: 'keys is required' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;

  @ApiPropertyOptional({ description: 'navigator.userAgent, to tell devices apart' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  userAgent?: string;
}

export class PushEndpointDto implements PushEndpoint {
  @ApiProperty()
  @IsString({ message: 'endpoint is required' })
  @IsNotEmpty({ message: 'endpoint is required' })
  @MaxLength(2048, { message: 'endpoint is too long' })
  endpoint: string;
}

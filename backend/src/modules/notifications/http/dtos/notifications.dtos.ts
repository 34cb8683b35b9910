import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class OutboxQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page?: number;

  @ApiPropertyOptional({ description: 'Default 20, at most 100' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be between 1 and 100' })
  @Max(100, { message: 'pageSize must be between 1 and 100' })
  pageSize?: number;

  @ApiPropertyOptional({ enum: ['queued', 'delivered', 'failed'] })
  @IsOptional()
  @IsIn(['queued', 'delivered', 'failed'], { message: 'status must be queued, delivered or failed' })
  status?: 'queued' | 'delivered' | 'failed';

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
export class PushSubscriptionDto {
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

export class PushEndpointDto {
  @ApiProperty()
  @IsString({ message: 'endpoint is required' })
  @IsNotEmpty({ message: 'endpoint is required' })
  @MaxLength(2048, { message: 'endpoint is too long' })
  endpoint: string;
}

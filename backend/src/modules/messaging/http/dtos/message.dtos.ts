import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGE_CURSOR, MESSAGE_LIMITS, THREAD_LIST_PAGE, type ConversationQuery, type SendMessageBody } from '@reagentswap/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { toQueryNumber } from '../../../../shared/http/query-number.js';
import { KeysetPageDto } from '../../../../shared/listing/keyset-listing.dto.js';

// The rules and their messages live in @reagentswap/contracts (spec §5) and the commands apply
// them; the DTOs fix the shape and refuse absurd sizes and types before anything else runs.

export class MessageActionDto {
  @ApiProperty({ maxLength: MESSAGE_LIMITS.actionTextMaxLength }) @IsString() @MaxLength(200) text!: string;
  @ApiProperty({ description: 'An in-app path, e.g. /swap-request/{id}' }) @IsString() @MaxLength(1000) url!: string;
  @ApiProperty({ enum: ['primary', 'default'] }) @IsIn(['primary', 'default']) type!: 'primary' | 'default';
}

export class SendMessageDto implements SendMessageBody {
  @ApiPropertyOptional({ description: 'Client-generated UUID; a resend with it answers with the first message' })
  @IsOptional()
  @IsUUID('all', { message: 'clientId must be a UUID' })
  clientId?: string;

  @ApiProperty() @IsString() @MaxLength(100) recipientId!: string;
  @ApiProperty({ maxLength: MESSAGE_LIMITS.maxLength }) @IsString() @MaxLength(MESSAGE_LIMITS.maxLength * 4) content!: string;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsString() @MaxLength(100) reagentId?: string | null;

  @ApiPropertyOptional({ type: MessageActionDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => MessageActionDto)
  payload?: MessageActionDto | null;
}

const Cursor = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  IsString()(target, key);
  Matches(MESSAGE_CURSOR, { message: 'Invalid cursor' })(target, key);
};

export class ConversationQueryDto implements ConversationQuery {
  @ApiPropertyOptional({ description: 'Only the messages about this reagent; without it, the whole conversation' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reagentId?: string;

  @ApiPropertyOptional({ description: 'A message cursor: the page older than it' }) @Cursor() before?: string;
  @ApiPropertyOptional({ description: 'A message cursor: the messages newer than it' }) @Cursor() after?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MESSAGE_LIMITS.maxPageSize, default: MESSAGE_LIMITS.pageSize })
  @IsOptional()
  @Transform(toQueryNumber)
  @IsInt()
  @Min(1)
  @Max(MESSAGE_LIMITS.maxPageSize)
  limit?: number;
}

export class MarkReadDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) reagentId?: string;
  @ApiPropertyOptional({ description: 'The newest message cursor seen; all when absent' }) @Cursor() upTo?: string;
}

export class ThreadListQueryDto extends KeysetPageDto({
  defaultPageSize: THREAD_LIST_PAGE.pageSize,
  maxPageSize: THREAD_LIST_PAGE.maxPageSize,
}) {
  @ApiPropertyOptional({ description: "Text in the other member's name, the reagent's name or the messages" })
  @IsOptional()
  @IsString()
  @MaxLength(MESSAGE_LIMITS.searchMaxLength)
  search?: string;
}

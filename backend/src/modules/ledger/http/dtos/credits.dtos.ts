import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_HISTORY_PAGE_SIZE } from '../../queries/get-credit-history/get-credit-history.query.js';
import { ADJUSTMENT_REASON_REQUIRED } from '../../commands/adjust-balance/adjust-balance.handler.js';
import { MAX_REASON_LENGTH } from '../../commands/ledger-command.js';

// The HTTP API speaks credits (numbers with at most two decimals); the ledger speaks integer cents.
// Every DTO here is in credits, and says so in its name.

export class BalanceInCreditsDto {
  @ApiProperty({ example: 250 }) balance!: number;
  @ApiProperty({ example: 50, description: 'On hold for approved swaps' }) reserved!: number;
  @ApiProperty({ example: 200, description: 'balance − reserved' }) available!: number;
}

export class HistoryQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: MAX_HISTORY_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: `pageSize must be between 1 and ${MAX_HISTORY_PAGE_SIZE}` })
  @Max(MAX_HISTORY_PAGE_SIZE, { message: `pageSize must be between 1 and ${MAX_HISTORY_PAGE_SIZE}` })
  pageSize?: number;

  @ApiPropertyOptional({ description: 'Comma-separated event types, e.g. ledger.credits-granted,ledger.credits-transferred' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  type?: string;

  @ApiPropertyOptional({ description: 'From this date (YYYY-MM-DD, UTC) or instant (ISO 8601), inclusive' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  from?: string;

  @ApiPropertyOptional({ description: 'Up to this date (YYYY-MM-DD, UTC, the whole day) or instant (ISO 8601), inclusive' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  to?: string;
}

export class HistoryItemInCreditsDto {
  @ApiProperty() id!: string;
  @ApiProperty() sequence!: number;
  @ApiProperty({ example: 'ledger.credits-granted' }) type!: string;
  @ApiProperty({ description: 'Signed change of the balance; for reservations the amount put on or taken off hold' }) amount!: number;
  @ApiProperty({ description: 'Balance after this line' }) runningBalance!: number;
  @ApiProperty({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty({ nullable: true, type: String }) causationId!: string | null;
  @ApiProperty({ nullable: true, type: String }) correlationId!: string | null;
  @ApiProperty({ nullable: true, type: String }) actorId!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The other account of a transfer' }) counterpartyId!: string | null;
  @ApiProperty() createdAt!: string;
}

export class HistoryPageInCreditsDto {
  @ApiProperty({ type: [HistoryItemInCreditsDto] }) items!: HistoryItemInCreditsDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() total!: number;
}

export class AdjustBalanceInCreditsDto {
  @ApiProperty({ example: 120, description: 'The new balance in credits (at most two decimals)' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'Please enter the new balance in credits (at most two decimals)' },
  )
  @Min(0, { message: 'The balance cannot be negative' })
  newBalance!: number;

  @ApiProperty({ example: 'Refund for a damaged shipment' })
  @IsOptional()
  @IsString({ message: ADJUSTMENT_REASON_REQUIRED })
  @MaxLength(MAX_REASON_LENGTH, { message: `The reason can be at most ${MAX_REASON_LENGTH} characters` })
  reason?: string;
}

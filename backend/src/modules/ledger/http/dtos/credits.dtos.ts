import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  ADJUSTMENT_LIMITS,
  ADJUSTMENT_MESSAGES,
  LEDGER_EVENT_TYPES,
  PAGE_SIZES,
  type AdjustBalanceRequest,
  type CreditBalance,
  type CreditHistoryItem,
  type CreditHistoryPage,
  type LedgerEventType,
} from '@reagentswap/contracts';
import { PageQueryDto } from '../../../../shared/http/page-query.dto.js';

// The HTTP API speaks credits (numbers with at most two decimals); the ledger speaks integer cents.
// Every DTO here is in credits, and says so in its name. The response classes implement the shared
// contracts (the browser's types), so a field that drifts breaks the build; they exist for Swagger.

export class BalanceInCreditsDto implements CreditBalance {
  @ApiProperty({ example: 250 }) balance!: number;
  @ApiProperty({ example: 50, description: 'On hold for approved swaps' }) reserved!: number;
  @ApiProperty({ example: 200, description: 'balance − reserved' }) available!: number;
}

export class HistoryQueryDto extends PageQueryDto(PAGE_SIZES.creditHistory) {
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

export class HistoryItemInCreditsDto implements CreditHistoryItem {
  @ApiProperty() id!: string;
  @ApiProperty() sequence!: number;
  @ApiProperty({ enum: LEDGER_EVENT_TYPES, example: 'ledger.credits-granted' }) type!: LedgerEventType;
  @ApiProperty({ description: 'Signed change of the balance; for reservations the amount put on or taken off hold' }) amount!: number;
  @ApiProperty({ description: 'Balance after this line' }) runningBalance!: number;
  @ApiProperty({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty({ nullable: true, type: String }) causationId!: string | null;
  @ApiProperty({ nullable: true, type: String }) correlationId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'swap',
    description: "The process that moved the credits: 'swap' (correlationId is then the swap's id), or null",
  })
  source!: string | null;
  @ApiProperty({ nullable: true, type: String }) actorId!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The other account of a transfer' }) counterpartyId!: string | null;
  @ApiProperty() createdAt!: string;
}

export class HistoryPageInCreditsDto implements CreditHistoryPage {
  @ApiProperty({ type: [HistoryItemInCreditsDto] }) items!: HistoryItemInCreditsDto[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() total!: number;
}

export class AdjustBalanceInCreditsDto implements Partial<AdjustBalanceRequest> {
  @ApiProperty({ example: 120, description: 'The new balance in credits (at most two decimals)' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: ADJUSTMENT_LIMITS.decimals },
    { message: ADJUSTMENT_MESSAGES.balanceInvalid },
  )
  @Min(ADJUSTMENT_LIMITS.minBalance, { message: ADJUSTMENT_MESSAGES.balanceNegative })
  newBalance!: number;

  @ApiProperty({ example: 'Refund for a damaged shipment' })
  @IsOptional()
  @IsString({ message: ADJUSTMENT_MESSAGES.reasonRequired })
  @MaxLength(ADJUSTMENT_LIMITS.reason, { message: ADJUSTMENT_MESSAGES.reasonTooLong })
  reason?: string;
}

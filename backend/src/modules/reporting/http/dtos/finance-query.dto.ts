import { ApiPropertyOptional } from '@nestjs/swagger';
import { FINANCE_GRANULARITIES, type FinanceGranularity } from '@reagentswap/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The checks themselves are the shared rules (financeRangeProblems), applied in finance-range.ts. */
export class FinanceQueryDto {
  @ApiPropertyOptional({ enum: FINANCE_GRANULARITIES, default: 'day' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  granularity?: FinanceGranularity;

  @ApiPropertyOptional({ description: 'First day, YYYY-MM-DD (UTC), inclusive; default: the start of the default range' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  from?: string;

  @ApiPropertyOptional({ description: 'Last day, YYYY-MM-DD (UTC), inclusive; default: today' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  to?: string;
}

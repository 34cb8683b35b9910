import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RATING_LIMITS } from '@reagentswap/contracts';
import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

// The rules and their messages are the contracts' (ratingProblems, applied by the command); the
// DTOs fix the shape and refuse absurd sizes before anything else runs.

export class RateSwapDto {
  @ApiProperty({ minimum: RATING_LIMITS.minStars, maximum: RATING_LIMITS.maxStars }) @Allow() stars!: unknown;
  @ApiPropertyOptional({ nullable: true, maxLength: RATING_LIMITS.commentMaxLength })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  comment?: string | null;
}

export class RatingSummariesQueryDto {
  @ApiProperty({ description: 'Member ids, comma-separated (at most 100)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  members!: string[];
}

export class SetRatingHiddenDto {
  @ApiProperty() @IsBoolean() hidden!: boolean;
}

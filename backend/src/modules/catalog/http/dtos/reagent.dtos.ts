import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ListingQuery, ReagentFormBody } from '@reagentswap/contracts';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { LISTING_LIMITS } from '../../queries/browse-reagents/listing-filter.js';

// The field rules and their messages live in domain/reagent-rules.ts (spec §5). The DTOs fix the
// shape and refuse absurd sizes and types before anything else runs.

/** Text or a number (forms send amounts and package counts either way), bounded. */
const TextOrNumber = (max: number, options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'textOrNumber',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' && value.length <= max) || (typeof value === 'number' && Number.isFinite(value)),
        defaultMessage: (args) => `${args?.property ?? 'This field'} must be text of at most ${max} characters or a number`,
      },
    },
    options,
  );

const Field =
  (max: number): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    TextOrNumber(max)(target, key);
  };

/** The New Reagent form and Edit Reagent Details (spec §3 "New reagent form data"). */
export class ReagentBodyDto implements ReagentFormBody {
  @ApiPropertyOptional({ maxLength: 200 }) @Field(400) name?: string;
  @ApiPropertyOptional({ maxLength: 100 }) @Field(200) catalogNumber?: string;
  @ApiPropertyOptional({ description: 'Category id (e.g. chemicals) or name' }) @Field(100) category?: string;
  @ApiPropertyOptional({ maxLength: 5000 }) @Field(10_000) description?: string;
  @ApiPropertyOptional({ description: 'A number, or text whose first number is used (else 0)' }) @Field(100) amount?: string | number;
  @ApiPropertyOptional({ example: 'mL' }) @Field(40) unit?: string;
  @ApiPropertyOptional({ maxLength: 500 }) @Field(1000) storageConditions?: string;
  @ApiPropertyOptional({ minimum: 1 }) @Field(20) numberOfPackages?: string | number;
  @ApiPropertyOptional({ description: 'yyyy-MM-dd; unparsable → null; null clears it on edit', nullable: true })
  @IsOptional()
  @TextOrNumber(40)
  expiryDate?: string | null;
  @ApiPropertyOptional() @Field(200) city?: string;
  @ApiPropertyOptional() @Field(200) country?: string;
}

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

class PageParams {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @Matches(/^[1-9]\d{0,17}$/, { message: 'Invalid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: LISTING_LIMITS.maxPageSize, default: LISTING_LIMITS.defaultPageSize })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(LISTING_LIMITS.maxPageSize)
  limit?: number;
}

export class ListingFilterDto extends PageParams implements ListingQuery {
  @ApiPropertyOptional({ description: 'Words in the name, catalogue number or description' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'Category id' }) @IsOptional() @IsString() @MaxLength(100) category?: string;
  @ApiPropertyOptional({ description: 'A city or a country' }) @IsOptional() @IsString() @MaxLength(100) location?: string;
  @ApiPropertyOptional({ description: "An owner's user id (public profile)" }) @IsOptional() @IsUUID('all') ownerId?: string;
}

export class MyReagentsParamsDto extends PageParams {
  @ApiPropertyOptional({ enum: ['available', 'removed'], default: 'available' })
  @IsOptional()
  @IsIn(['available', 'removed'])
  status?: 'available' | 'removed';
}

export class CsvImportParamsDto {
  @ApiPropertyOptional({ description: 'Import rows identical to an existing listing too (default: skip and report them)' })
  @IsOptional()
  @IsIn(['true', 'false'])
  importDuplicates?: 'true' | 'false';
}

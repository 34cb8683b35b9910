import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { asCasNumber, CAS_MESSAGES } from '@reagentswap/contracts';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { toQueryNumber } from '../http/query-number.js';
import { KEYSET_CURSOR, type KeysetPageLimits } from './keyset-listing.js';

/** `cursor` and `limit` of a keyset-paged list, as a base class: `class MyDto extends KeysetPageDto(LIMITS)`. */
export function KeysetPageDto(limits: KeysetPageLimits) {
  class KeysetPage {
    @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
    @IsOptional()
    @IsString()
    @Matches(KEYSET_CURSOR, { message: 'Invalid cursor' })
    cursor?: string;

    @ApiPropertyOptional({ minimum: 1, maximum: limits.maxPageSize, default: limits.defaultPageSize })
    @IsOptional()
    @Transform(toQueryNumber)
    @IsInt()
    @Min(1)
    @Max(limits.maxPageSize)
    limit?: number;
  }
  return KeysetPage;
}

@ValidatorConstraint({ name: 'isCasNumber' })
class IsCasNumberConstraint implements ValidatorConstraintInterface {
  validate = (value: unknown) => asCasNumber(value) !== null;
  defaultMessage = () => CAS_MESSAGES.invalid;
}

/** A browse screen's search, category and location filters plus its keyset page (spec: Browse Reagents, Requested Reagents). */
export function BrowseFilterDto(limits: KeysetPageLimits) {
  class BrowseFilter extends KeysetPageDto(limits) {
    @ApiPropertyOptional({ description: 'Words in the name, catalogue number or description' })
    @IsOptional()
    @IsString()
    @MaxLength(200)
    search?: string;

    @ApiPropertyOptional({ description: 'Category id' }) @IsOptional() @IsString() @MaxLength(100) category?: string;
    @ApiPropertyOptional({ description: 'A city or a country' }) @IsOptional() @IsString() @MaxLength(100) location?: string;

    @ApiPropertyOptional({ description: "A CAS number ('67-64-1'; spaces and missing dashes are fine): only listings with it" })
    @IsOptional()
    @IsString()
    @MaxLength(40)
    @Validate(IsCasNumberConstraint)
    cas?: string;
  }
  return BrowseFilter;
}

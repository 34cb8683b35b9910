import { ApiPropertyOptional } from '@nestjs/swagger';
import type { GhsPictogramCode, ListingQuery, ReagentFormBody } from '@reagentswap/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { BrowseFilterDto, KeysetPageDto } from '../../../../shared/listing/keyset-listing.dto.js';
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

/** A list of GHS codes: its shape and size here; which codes are known is the rules' check (with its message). */
const CodeList =
  (max: number): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(max)(target, key);
    IsString({ each: true })(target, key);
    MaxLength(10, { each: true })(target, key);
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
  @ApiPropertyOptional({ example: '67-64-1', description: "CAS Registry Number; '' clears it on edit" }) @Field(100) casNumber?: string;
  @ApiPropertyOptional({ example: ['GHS02', 'GHS07'], description: 'GHS pictogram codes GHS01–GHS09' })
  @CodeList(20)
  ghsPictograms?: GhsPictogramCode[];
  @ApiPropertyOptional({ example: ['H225', 'H319'], description: 'GHS hazard statement codes (UN GHS Rev. 10)' })
  @CodeList(100)
  hazardStatements?: string[];
}

export class ListingFilterDto extends BrowseFilterDto(LISTING_LIMITS) implements ListingQuery {
  @ApiPropertyOptional({ description: "An owner's user id (public profile)" }) @IsOptional() @IsUUID('all') ownerId?: string;
  @ApiPropertyOptional({ description: 'Also listings past their expiry date (hidden by default)', enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  showExpired?: 'true' | 'false';
  @ApiPropertyOptional({ description: 'Only listings without any GHS hazard pictogram', enum: ['true'] })
  @IsOptional()
  @IsIn(['true'])
  noHazardPictograms?: 'true';
}

export class MyReagentsParamsDto extends KeysetPageDto(LISTING_LIMITS) {
  @ApiPropertyOptional({ enum: ['available', 'removed'], default: 'available' })
  @IsOptional()
  @IsIn(['available', 'removed'])
  status?: 'available' | 'removed';

  @ApiPropertyOptional({ description: 'Only reagents expiring within 30 days, not yet expired', enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  expiringSoon?: 'true' | 'false';
}

export class CsvImportParamsDto {
  @ApiPropertyOptional({ description: 'Import rows identical to an existing listing too (default: skip and report them)' })
  @IsOptional()
  @IsIn(['true', 'false'])
  importDuplicates?: 'true' | 'false';

  @ApiPropertyOptional({
    description: "Import only the rows starting on these lines, e.g. '3,7' (the dialog's 'Import anyway' for skipped duplicates)",
  })
  @IsOptional()
  @MaxLength(100_000)
  @Matches(/^\d{1,8}(,\d{1,8})*$/, { message: 'lines must be line numbers separated by commas' })
  lines?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ReagentRequestBody, ReagentRequestQuery } from '@reagentswap/contracts';
import { IsOptional, ValidateBy } from 'class-validator';
import { BrowseFilterDto } from '../../../../shared/listing/keyset-listing.dto.js';
import { REQUEST_LIST_LIMITS } from '../../queries/browse-reagent-requests/request-filter.js';

// The field rules and their messages live in @reagentswap/contracts (spec §5). The DTOs fix the
// shape and refuse absurd sizes and types before anything else runs.

/** Text, a number (forms send amounts and package counts either way) or null (clears an optional field), bounded. */
const Field =
  (max: number): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    ValidateBy({
      name: 'textNumberOrNull',
      validator: {
        validate: (value: unknown) =>
          value === null || (typeof value === 'string' && value.length <= max) || (typeof value === 'number' && Number.isFinite(value)),
        defaultMessage: (args) => `${args?.property ?? 'This field'} must be text of at most ${max} characters or a number`,
      },
    })(target, key);
  };

/** Request a Reagent and the edit screen (spec §3 "Reagent request"). */
export class ReagentRequestBodyDto implements ReagentRequestBody {
  @ApiPropertyOptional({ maxLength: 200 }) @Field(400) name?: string;
  @ApiPropertyOptional({ maxLength: 100, nullable: true }) @Field(200) catalogNumber?: string | null;
  @ApiPropertyOptional({ description: 'Category id (e.g. chemicals) or name; null for None', nullable: true })
  @Field(100)
  category?: string | null;
  @ApiPropertyOptional({ maxLength: 5000, nullable: true }) @Field(10_000) description?: string | null;
  @ApiPropertyOptional({ description: 'A number of at least 0', nullable: true }) @Field(40) amount?: string | number | null;
  @ApiPropertyOptional({ example: 'mL', nullable: true }) @Field(40) unit?: string | null;
  @ApiPropertyOptional({ minimum: 0, nullable: true }) @Field(20) numberOfPackages?: string | number | null;
  @ApiPropertyOptional({ maxLength: 500, nullable: true }) @Field(1000) storageConditions?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Field(200) city?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Field(200) country?: string | null;
  @ApiPropertyOptional({ example: '67-64-1', nullable: true }) @Field(100) casNumber?: string | null;
}

export class ReagentRequestQueryDto extends BrowseFilterDto(REQUEST_LIST_LIMITS) implements ReagentRequestQuery {}

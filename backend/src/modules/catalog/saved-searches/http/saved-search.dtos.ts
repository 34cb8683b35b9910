import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  asCasNumber,
  CAS_MESSAGES,
  SAVED_SEARCH_ALERT_MODES,
  SAVED_SEARCH_MESSAGES,
  type RenameSavedSearchBody,
  type SaveSearchBody,
  type SavedSearchAlertMode,
} from '@reagentswap/contracts';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';

// The name's rule is the contracts' savedSearchNameProblem, applied by the controller (one message for both sides).

export class RenameSavedSearchDto implements RenameSavedSearchBody {
  @ApiProperty({ maxLength: 80 }) @IsString() @MaxLength(1000) name!: string;
}

/** Browse's filters (the names /reagents puts in its URL), a name and how to be alerted. */
export class SaveSearchDto extends RenameSavedSearchDto implements SaveSearchBody {
  @ApiProperty({ enum: SAVED_SEARCH_ALERT_MODES })
  @IsIn(SAVED_SEARCH_ALERT_MODES, { message: SAVED_SEARCH_MESSAGES.alertModeInvalid })
  alertMode!: SavedSearchAlertMode;

  @ApiPropertyOptional({ description: 'Words in the name, catalogue number or description' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'Category id' }) @IsOptional() @IsString() @MaxLength(100) category?: string;
  @ApiPropertyOptional({ description: 'A city or a country' }) @IsOptional() @IsString() @MaxLength(100) location?: string;

  @ApiPropertyOptional({ description: 'A CAS number' })
  @IsOptional()
  @ValidateBy({ name: 'isCasNumber', validator: { validate: (v) => asCasNumber(v) !== null, defaultMessage: () => CAS_MESSAGES.invalid } })
  cas?: string;

  @ApiPropertyOptional({ enum: ['true'] }) @IsOptional() @IsIn(['true']) noHazardPictograms?: 'true';
  @ApiPropertyOptional({ enum: ['true'] }) @IsOptional() @IsIn(['true']) showExpired?: 'true';
}

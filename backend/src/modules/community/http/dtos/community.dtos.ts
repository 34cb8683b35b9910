import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { COMMUNITY_SEARCH_MAX_LENGTH, PAGE_SIZES } from '@reagentswap/contracts';
import { PageQueryDto } from '../../../../shared/http/page-query.dto.js';

export class CommunityQueryDto extends PageQueryDto(PAGE_SIZES.community) {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COMMUNITY_SEARCH_MAX_LENGTH, { message: `Search must be at most ${COMMUNITY_SEARCH_MAX_LENGTH} characters` })
  search?: string;
  @ApiPropertyOptional({ description: "Exact country, or 'all-countries'" }) @IsOptional() @IsString() @MaxLength(100) country?: string;
  @ApiPropertyOptional({ description: "Exact university name, or 'all-universities'" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  university?: string;
  @ApiPropertyOptional({ description: "One expertise item (case-insensitive), or 'all-expertise'" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  expertise?: string;
}

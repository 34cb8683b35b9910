import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PAGE_SIZES } from '@reagentswap/contracts';
import { PageQueryDto } from '../../../../shared/http/page-query.dto.js';

export class AdminActionsQueryDto extends PageQueryDto(PAGE_SIZES.adminActions) {}

export class AdminUsersQueryDto extends PageQueryDto(PAGE_SIZES.adminUsers) {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) search?: string;
}

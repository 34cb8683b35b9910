import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const PAGE = (): PropertyDecorator => (target, key) => {
  Type(() => Number)(target, key);
  IsInt({ message: 'page must be a whole number' })(target, key);
  Min(1, { message: 'page must be at least 1' })(target, key);
};

export class PageQueryDto {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @PAGE() page?: number;
  @ApiPropertyOptional({ description: 'Default 50, at most 200' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be between 1 and 200' })
  @Max(200, { message: 'pageSize must be between 1 and 200' })
  pageSize?: number;
}

export class AdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) search?: string;
}

export class CommunityQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200, { message: 'Search must be at most 200 characters' }) search?: string;
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
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @PAGE() page?: number;
  @ApiPropertyOptional({ description: 'Default 24, at most 100' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be between 1 and 100' })
  @Max(100, { message: 'pageSize must be between 1 and 100' })
  pageSize?: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DIRECTORY_LIMITS } from '@reagentswap/contracts';

export class UniversityDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(DIRECTORY_LIMITS.universityName) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(DIRECTORY_LIMITS.address) address?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(DIRECTORY_LIMITS.city) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(DIRECTORY_LIMITS.postcode) postcode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(DIRECTORY_LIMITS.country) country?: string;
}

export class LabDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(DIRECTORY_LIMITS.labName) name?: string;
  @ApiProperty() @IsOptional() @IsString() universityId?: string;
}

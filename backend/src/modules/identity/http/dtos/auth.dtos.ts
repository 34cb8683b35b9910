import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_LIMITS, DIRECTORY_LIMITS } from '@reagentswap/contracts';

// Field rules and their order are shared with the browser (@reagentswap/contracts, applied by the
// command handlers in the spec's order); these DTOs only describe the shape, bound the sizes and
// keep unknown fields out.
export class RegisterDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.email) email?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.username) username?: string;
  @ApiProperty() @IsOptional() @IsString() universityId?: string;
  @ApiProperty() @IsOptional() @IsString() labId?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) password?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) confirmPassword?: string;
  @ApiProperty() @IsOptional() @IsBoolean() acceptTerms?: boolean;
}

export class LoginDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.email) email?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(ACCOUNT_LIMITS.password) password?: string;
}

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

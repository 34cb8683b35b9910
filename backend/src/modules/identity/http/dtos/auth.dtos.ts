import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_LIMITS } from '@reagentswap/contracts';

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

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

// Field rules and their order live in domain/registration-rules.ts (the spec's order);
// these DTOs only describe the shape and keep unknown fields out.
export class RegisterDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(100) username?: string;
  @ApiProperty() @IsOptional() @IsString() universityId?: string;
  @ApiProperty() @IsOptional() @IsString() labId?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) password?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) confirmPassword?: string;
  @ApiProperty() @IsOptional() @IsBoolean() acceptTerms?: boolean;
}

export class LoginDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) password?: string;
}

export class UniversityDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) address?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) postcode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) country?: string;
}

export class LabDto {
  @ApiProperty() @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiProperty() @IsOptional() @IsString() universityId?: string;
}

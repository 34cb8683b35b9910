import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// The rules and their messages are in domain/support-rules.ts (spec §5); the DTOs fix the shape
// and refuse absurd sizes before anything else runs.
const Text =
  (max: number): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max * 2)(target, key);
  };

export class SupportRequestDto {
  @ApiProperty({ minLength: 2 }) @Text(100) name?: string;
  @ApiProperty() @Text(254) email?: string;
  @ApiProperty({ enum: ['account', 'reagent', 'swap', 'payment', 'bug', 'other'] }) @Text(20) issueType?: string;
  @ApiProperty({ minLength: 10, maxLength: 5000 }) @Text(5000) message?: string;
}

export class ContactMessageDto {
  @ApiProperty({ minLength: 2 }) @Text(100) name?: string;
  @ApiProperty({ minLength: 2, description: 'Lab/University' }) @Text(200) university?: string;
  @ApiProperty() @Text(254) email?: string;
  @ApiProperty({ minLength: 10, maxLength: 5000 }) @Text(5000) message?: string;
}

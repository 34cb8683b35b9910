import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ISSUE_TYPES, SUPPORT_LIMITS, SUPPORT_MINIMUMS } from '@reagentswap/contracts';

// The rules and their messages are shared with the browser (@reagentswap/contracts, applied in the
// command handlers in the form's order); the DTOs fix the shape and refuse absurd sizes (twice the
// limit, so a slightly long text still gets the rule's own message) before anything else runs.
const Text =
  (max: number): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max * 2)(target, key);
  };

export class SupportRequestDto {
  @ApiProperty({ minLength: SUPPORT_MINIMUMS.name, maxLength: SUPPORT_LIMITS.name }) @Text(SUPPORT_LIMITS.name) name?: string;
  @ApiProperty({ maxLength: SUPPORT_LIMITS.email }) @Text(SUPPORT_LIMITS.email) email?: string;
  @ApiProperty({ enum: Object.keys(ISSUE_TYPES) }) @Text(20) issueType?: string;
  @ApiProperty({ minLength: SUPPORT_MINIMUMS.message, maxLength: SUPPORT_LIMITS.message }) @Text(SUPPORT_LIMITS.message) message?: string;
}

export class ContactMessageDto {
  @ApiProperty({ minLength: SUPPORT_MINIMUMS.name, maxLength: SUPPORT_LIMITS.name }) @Text(SUPPORT_LIMITS.name) name?: string;
  @ApiProperty({ minLength: SUPPORT_MINIMUMS.university, maxLength: SUPPORT_LIMITS.university, description: 'Lab/University' })
  @Text(SUPPORT_LIMITS.university)
  university?: string;
  @ApiProperty({ maxLength: SUPPORT_LIMITS.email }) @Text(SUPPORT_LIMITS.email) email?: string;
  @ApiProperty({ minLength: SUPPORT_MINIMUMS.message, maxLength: SUPPORT_LIMITS.message }) @Text(SUPPORT_LIMITS.message) message?: string;
}

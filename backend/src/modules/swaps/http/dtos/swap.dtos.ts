import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SWAP_LIST_PAGE } from '@reagentswap/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { PageQueryDto } from '../../../../shared/http/page-query.dto.js';

// The rules and their messages live in @reagentswap/contracts (spec §5) and the commands apply
// them; the DTOs fix the shape and refuse absurd sizes and types before anything else runs.

const Text =
  (max: number): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };

/** Text or a number (forms send amounts either way), bounded, or null. */
const TextOrNumber =
  (max: number): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    ValidateBy({
      name: 'textOrNumber',
      validator: {
        validate: (value: unknown) =>
          value === null || (typeof value === 'string' && value.length <= max) || (typeof value === 'number' && Number.isFinite(value)),
        defaultMessage: (args) => `${args?.property ?? 'This field'} must be text of at most ${max} characters or a number`,
      },
    })(target, key);
  };

export class ManualOfferedReagentDto {
  @ApiProperty() @Text(400) name!: string;
  @ApiPropertyOptional({ nullable: true }) @Text(200) catalogNumber?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Text(10_000) description?: string | null;
  @ApiPropertyOptional({ nullable: true }) @TextOrNumber(40) amount?: string | number | null;
  @ApiPropertyOptional({ nullable: true }) @Text(40) unit?: string | null;
  @ApiPropertyOptional({ nullable: true }) @Text(1000) storageConditions?: string | null;
}

export class SwapOfferDto {
  @ApiProperty({ enum: ['credits', 'reagent', 'mixed'] }) @IsIn(['credits', 'reagent', 'mixed']) kind!: 'credits' | 'reagent' | 'mixed';
  @ApiPropertyOptional({ description: 'Credits, 10 to 100 in steps of 5', minimum: 10, maximum: 100 })
  @IsOptional()
  @IsNumber()
  credits?: number;
  @ApiPropertyOptional({ description: 'One of my available listings' }) @Text(100) reagentId?: string;
  @ApiPropertyOptional({ type: ManualOfferedReagentDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ManualOfferedReagentDto)
  manual?: ManualOfferedReagentDto;
}

export class CreateSwapRequestDto {
  @ApiPropertyOptional({ description: 'Client-generated UUID; a second submit with it answers with the first' }) @Text(100) id?: string;
  @ApiProperty() @IsString() @MaxLength(100) reagentId!: string;
  @ApiProperty({ type: SwapOfferDto }) @IsObject() @ValidateNested() @Type(() => SwapOfferDto) offer!: SwapOfferDto;
  @ApiProperty({ maxLength: 5000 }) @Text(10_000) message!: string;
}

export class EditSwapRequestDto {
  @ApiPropertyOptional({ minimum: 10, maximum: 100 }) @IsOptional() @IsNumber() creditOffer?: number;
  @ApiProperty({ maxLength: 5000 }) @Text(10_000) message!: string;
}

export class SwapDecisionDto {
  @ApiProperty({ maxLength: 5000 }) @Text(10_000) message!: string;
}

export class CounterOfferDto {
  @ApiProperty({ description: 'Credits, 10 to 100 in steps of 5', minimum: 10, maximum: 100 }) @IsOptional() @IsNumber() credits!: number;
  @ApiProperty({ maxLength: 5000 }) @Text(10_000) message!: string;
}

export class SwapListQueryDto extends PageQueryDto(SWAP_LIST_PAGE) {
  @ApiProperty({ enum: ['received', 'sent'] }) @IsIn(['received', 'sent']) box!: 'received' | 'sent';
  @ApiProperty({ enum: ['pending', 'past'] }) @IsIn(['pending', 'past']) section!: 'pending' | 'past';
}

import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { ParkedDeliveries, type ParkedDeliveriesPage } from './parked-deliveries.js';

const MAX_PAGE_SIZE = 100;

export class ParkedDeliveriesQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page?: number;

  @ApiPropertyOptional({ description: `Default 20, at most ${MAX_PAGE_SIZE}` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}

export class DeliveryIdParams {
  @ApiProperty({ description: 'The delivery id (a whole number)' })
  @Matches(/^[1-9][0-9]{0,17}$/, { message: 'id must be a delivery id' })
  id: string;
}

/** Events a subscriber could not handle after its last attempt (ADR 0006), and the Retry button. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/event-deliveries')
export class ParkedDeliveriesController {
  constructor(private readonly parked: ParkedDeliveries) {}

  @Get('parked')
  list(@Query() query: ParkedDeliveriesQueryDto): Promise<ParkedDeliveriesPage> {
    return this.parked.list(query.page ?? 1, query.pageSize ?? 20);
  }

  @Post(':id/retry')
  @HttpCode(204)
  async retry(@Param() { id }: DeliveryIdParams): Promise<void> {
    await this.parked.retry(id);
  }
}

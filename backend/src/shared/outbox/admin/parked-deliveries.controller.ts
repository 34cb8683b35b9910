import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES, type Page, type ParkedDelivery } from '@reagentswap/contracts';
import { Matches } from 'class-validator';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { PageQueryDto } from '../../http/page-query.dto.js';
import { ParkedDeliveries } from './parked-deliveries.js';

export class ParkedDeliveriesQueryDto extends PageQueryDto(PAGE_SIZES.parkedDeliveries) {}

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
  list(@Query() query: ParkedDeliveriesQueryDto): Promise<Page<ParkedDelivery>> {
    return this.parked.list(query.page ?? 1, query.pageSize ?? PAGE_SIZES.parkedDeliveries.pageSize);
  }

  @Post(':id/retry')
  @HttpCode(204)
  async retry(@Param() { id }: DeliveryIdParams): Promise<void> {
    await this.parked.retry(id);
  }
}

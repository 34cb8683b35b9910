import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { OutboxMail, OutboxMailPage } from '@reagentswap/contracts';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { GetOutboxMailQuery } from '../queries/get-outbox-mail/get-outbox-mail.query.js';
import { ListOutboxMailQuery } from '../queries/list-outbox-mail/list-outbox-mail.query.js';
import { OutboxQueryDto } from './dtos/notifications.dtos.js';

/** Every e-mail the platform sent or tried to send; without SMTP_URL, this is where mail goes. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/mail-outbox')
export class MailOutboxController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: OutboxQueryDto): Promise<OutboxMailPage> {
    return this.queries.execute(new ListOutboxMailQuery(query.page, query.pageSize, { status: query.status, to: query.to }));
  }

  @Get(':id')
  get(@Param('id', new ParseUUIDPipe()) id: string): Promise<OutboxMail> {
    return this.queries.execute(new GetOutboxMailQuery(id));
  }
}

import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { DigestPreview } from '@reagentswap/contracts';
import { AdminOnly } from '../../../../shared/auth/auth.decorators.js';
import { PreviewDigestQuery } from '../preview/preview-digest.query.js';
import { DigestPreviewQueryDto } from './digest-preview.dto.js';

/** The admin panel's digest preview: any member's daily or weekly digest as it would go out now. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/digests')
export class DigestPreviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':memberId')
  preview(@Param('memberId', new ParseUUIDPipe()) memberId: string, @Query() query: DigestPreviewQueryDto): Promise<DigestPreview> {
    return this.queries.execute(new PreviewDigestQuery(memberId, query.kind));
  }
}

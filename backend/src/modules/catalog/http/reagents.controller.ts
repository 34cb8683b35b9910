import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CATALOG_MESSAGES,
  CSV_EXPORT_COLUMNS,
  CSV_EXPORT_FILE_NAME,
  type CursorPage,
  type ListingCount,
  type ListingLocations,
  type MyReagentCounts,
  type ReagentActionResult,
  type ReagentView,
} from '@reagentswap/contracts';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, WhenSignedOut, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { sendCsv, type CsvCell } from '../../../shared/csv/csv-download.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { SingleFileUpload, UploadedFileOf, type UploadedFileData } from '../../../shared/http/file-upload.js';
import { CreateReagentCommand } from '../commands/create-reagent/create-reagent.command.js';
import { EditReagentCommand } from '../commands/edit-reagent/edit-reagent.command.js';
import { ReactivateReagentCommand } from '../commands/reactivate-reagent/reactivate-reagent.command.js';
import { RemoveReagentCommand } from '../commands/remove-reagent/remove-reagent.command.js';
import { SetReagentImageCommand } from '../commands/set-reagent-image/set-reagent-image.command.js';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../images/image-rules.js';
import { BrowseReagentsQuery } from '../queries/browse-reagents/browse-reagents.query.js';
import { LISTING_LIMITS, listingFilterOf } from '../queries/browse-reagents/listing-filter.js';
import { CountListedReagentsQuery } from '../queries/count-listed-reagents/count-listed-reagents.query.js';
import { CountMyReagentsQuery } from '../queries/count-my-reagents/count-my-reagents.query.js';
import { GetReagentQuery } from '../queries/get-reagent/get-reagent.query.js';
import { LatestReagentsQuery } from '../queries/latest-reagents/latest-reagents.query.js';
import { ListLocationsQuery } from '../queries/list-locations/list-locations.query.js';
import { ListMyReagentsQuery } from '../queries/list-my-reagents/list-my-reagents.query.js';
import { reagentExportRow } from '../csv/reagent-export.js';
import { ListingFilterDto, MyReagentsParamsDto, ReagentBodyDto } from './dtos/reagent.dtos.js';

/**
 * Reagents: browse and its helpers (signed in), the public detail page, the owner's lists and
 * actions. Static paths are declared before `:id` so they are not taken for ids.
 */
@ApiTags('reagents')
@ApiBearerAuth()
@Controller('reagents')
export class ReagentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  browse(@Query() dto: ListingFilterDto): Promise<CursorPage<ReagentView>> {
    return this.queries.execute(new BrowseReagentsQuery(listingFilterOf(dto), { cursor: dto.cursor, limit: dto.limit }));
  }

  @Get('count')
  count(@Query() dto: ListingFilterDto): Promise<ListingCount> {
    return this.queries.execute(new CountListedReagentsQuery(listingFilterOf(dto)));
  }

  @Get('locations')
  locations(): Promise<ListingLocations> {
    return this.queries.execute(new ListLocationsQuery());
  }

  @Get('latest')
  latest(): Promise<ReagentView[]> {
    return this.queries.execute(new LatestReagentsQuery());
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutMine)
  @Get('mine')
  mine(@CurrentUser() user: AuthenticatedUser, @Query() dto: MyReagentsParamsDto): Promise<CursorPage<ReagentView>> {
    return this.queries.execute(
      new ListMyReagentsQuery(user.id, dto.status ?? 'available', { cursor: dto.cursor, limit: dto.limit }, dto.expiringSoon === 'true'),
    );
  }

  /** My Reagents as a CSV file in the import's columns (issue 18: CAS numbers and hazards go out as they came in). */
  @WhenSignedOut(CATALOG_MESSAGES.signedOutMine)
  @Get('mine/export')
  async exportMine(@CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    await sendCsv(res, CSV_EXPORT_FILE_NAME, CSV_EXPORT_COLUMNS, this.myExportRows(user.id));
  }

  /** Every listing of the member's, listed then removed, a page at a time (constant memory). */
  private async *myExportRows(ownerId: string): AsyncGenerator<CsvCell[]> {
    for (const tab of ['available', 'removed'] as const) {
      let cursor: string | undefined;
      do {
        const page = await this.queries.execute(new ListMyReagentsQuery(ownerId, tab, { cursor, limit: LISTING_LIMITS.maxPageSize }));
        for (const reagent of page.items) yield reagentExportRow(reagent);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    }
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutMine)
  @Get('mine/counts')
  myCounts(@CurrentUser() user: AuthenticatedUser): Promise<MyReagentCounts> {
    return this.queries.execute(new CountMyReagentsQuery(user.id));
  }

  @Public()
  @Get(':id')
  detail(@Param('id') id: string): Promise<ReagentView> {
    return this.queries.execute(new GetReagentQuery(id));
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutUpload)
  @Post()
  @RateLimited('write')
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: ReagentBodyDto): Promise<ReagentView> {
    return this.commands.execute(new CreateReagentCommand(user.id, body));
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutUpload)
  @Patch(':id')
  @RateLimited('write')
  edit(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: ReagentBodyDto): Promise<ReagentView> {
    return this.commands.execute(new EditReagentCommand(user.id, id, body));
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutUpload)
  @Post(':id/remove')
  @RateLimited('write')
  @HttpCode(200)
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReagentActionResult> {
    return this.commands.execute(new RemoveReagentCommand(user.id, id));
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutUpload)
  @Post(':id/reactivate')
  @RateLimited('write')
  @HttpCode(200)
  reactivate(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReagentActionResult> {
    return this.commands.execute(new ReactivateReagentCommand(user.id, id));
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutUpload)
  @Put(':id/image')
  @RateLimited('write')
  @ApiConsumes('multipart/form-data')
  @SingleFileUpload('image', { maxBytes: IMAGE_LIMITS.maxBytes, tooLargeMessage: IMAGE_MESSAGES.tooLarge })
  setImage(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @UploadedFileOf() file: UploadedFileData | undefined,
  ): Promise<ReagentView> {
    return this.commands.execute(new SetReagentImageCommand(user.id, id, file?.buffer ?? Buffer.alloc(0)));
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutUpload)
  @Delete(':id/image')
  @RateLimited('write')
  removeImage(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReagentView> {
    return this.commands.execute(new SetReagentImageCommand(user.id, id, null));
  }
}

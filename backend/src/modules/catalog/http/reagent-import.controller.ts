import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { CsvImportReport } from '@reagentswap/contracts';
import type { Response } from 'express';
import { CurrentUser, Public, WhenSignedOut, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { SingleFileUpload, UploadedFileOf, type UploadedFileData } from '../../../shared/http/file-upload.js';
import { CATALOG_MESSAGES } from '@reagentswap/contracts';
import { ImportReagentsCsvCommand } from '../commands/import-reagents-csv/import-reagents-csv.command.js';
import { reagentTemplateCsv } from '../csv/reagent-template.js';
import { CSV_LIMITS, CSV_MESSAGES, CSV_TEMPLATE_FILE_NAME } from '../domain/csv-import-rules.js';
import { CsvImportParamsDto } from './dtos/reagent.dtos.js';

/** The Upload Reagents CSV dialog: its template and the upload. */
@ApiTags('reagents')
@ApiBearerAuth()
@Controller('reagents/import')
export class ReagentImportController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Get('template')
  template(@Res() res: Response) {
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${CSV_TEMPLATE_FILE_NAME}"`)
      .send(reagentTemplateCsv());
  }

  @WhenSignedOut(CATALOG_MESSAGES.signedOutUpload)
  @Post()
  @RateLimited('write')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @SingleFileUpload('file', { maxBytes: CSV_LIMITS.maxBytes, tooLargeMessage: CSV_MESSAGES.tooLarge })
  import(
    @CurrentUser() user: AuthenticatedUser,
    @UploadedFileOf() file: UploadedFileData | undefined,
    @Query() params: CsvImportParamsDto,
  ): Promise<CsvImportReport> {
    return this.commands.execute(
      new ImportReagentsCsvCommand(user.id, file ? { name: file.originalname, data: file.buffer } : undefined, {
        importDuplicates: params.importDuplicates === 'true',
        onlyLines: params.lines?.split(',').map(Number),
      }),
    );
  }
}

import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { CreateLedgerCheckpointCommand } from '../commands/create-checkpoint/create-checkpoint.command.js';
import { toCheckpointFile } from '../domain/checkpoint.js';
import { checkpointSummary, type StoredCheckpoint } from '../infrastructure/checkpoint-store.js';
import { GetLedgerCheckpointQuery, GetLedgerCheckpointsQuery } from '../queries/get-checkpoints/get-checkpoints.query.js';
import { VerifyLedgerCheckpointQuery } from '../queries/verify-checkpoint/verify-checkpoint.query.js';
import { CheckpointFileDto, CheckpointSummaryDto, CheckpointVerdictDto } from './dtos/checkpoint.dtos.js';

export const NO_CHECKPOINT_YET = 'No ledger checkpoint has been made yet';

/** `ledger-checkpoint-2026-11-27T03-00-00Z-1234.json`: sortable, and safe in every file system. */
const fileName = (checkpoint: StoredCheckpoint) =>
  `ledger-checkpoint-${checkpoint.createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}-${checkpoint.sequence}.json`;

/**
 * Signed checkpoints of the ledger (ADR 0004): made hourly and on demand, downloaded as JSON files
 * that admins keep outside the database, and verified against the events by the audit (the last
 * one) or on request (a kept file).
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/credits/checkpoints')
export class AdminCheckpointsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: CheckpointSummaryDto, isArray: true })
  async recent(): Promise<CheckpointSummaryDto[]> {
    return (await this.queries.execute(new GetLedgerCheckpointsQuery())).map(checkpointSummary);
  }

  @Post()
  @ApiOkResponse({ type: CheckpointSummaryDto })
  async create(@CurrentUser() admin: AuthenticatedUser): Promise<CheckpointSummaryDto> {
    const checkpoint = await this.commands.execute(new CreateLedgerCheckpointCommand('admin', admin.id));
    // Only a scheduled run may skip; an admin's request always makes one or is refused.
    if (!checkpoint) throw new Error('An admin checkpoint was skipped');
    return checkpointSummary(checkpoint);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckpointVerdictDto })
  verify(@Body() file: CheckpointFileDto): Promise<CheckpointVerdictDto> {
    return this.queries.execute(new VerifyLedgerCheckpointQuery(file));
  }

  @Get('latest')
  @ApiProduces('application/json')
  async downloadLatest(@Res() res: Response): Promise<void> {
    send(res, await this.queries.execute(new GetLedgerCheckpointQuery('latest')), NO_CHECKPOINT_YET);
  }

  @Get(':id')
  @ApiProduces('application/json')
  async download(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response): Promise<void> {
    send(res, await this.queries.execute(new GetLedgerCheckpointQuery(id)), 'Ledger checkpoint not found');
  }
}

function send(res: Response, checkpoint: StoredCheckpoint | undefined, notFound: string): void {
  if (!checkpoint) throw new NotFoundError(notFound);
  res
    .status(200)
    .type('application/json')
    .setHeader('Content-Disposition', `attachment; filename="${fileName(checkpoint)}"`)
    .send(`${JSON.stringify(toCheckpointFile(checkpoint), null, 2)}\n`);
}

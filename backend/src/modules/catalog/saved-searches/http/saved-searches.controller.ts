import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { asCasNumber, SAVED_SEARCH_MESSAGES, savedSearchNameProblem, type SavedSearchView } from '@reagentswap/contracts';
import { CurrentUser, WhenSignedOut, type AuthenticatedUser } from '../../../../shared/auth/auth.decorators.js';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import {
  DeleteSavedSearchCommand,
  MarkSavedSearchRunCommand,
  RenameSavedSearchCommand,
  SaveSearchCommand,
} from '../commands/save-search.command.js';
import { ListSavedSearchesQuery } from '../queries/saved-search.queries.js';
import { RenameSavedSearchDto, SaveSearchDto } from './saved-search.dtos.js';

function validName(name: string): string {
  const problem = savedSearchNameProblem(name);
  if (problem) throw ValidationFailedError.of('name', problem);
  return name.trim();
}

/** /saved-searches (issue 19 item 2, ADR 0028): the member's own saved searches, nobody else's. */
@ApiTags('saved-searches')
@ApiBearerAuth()
@WhenSignedOut(SAVED_SEARCH_MESSAGES.signedOut)
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<SavedSearchView[]> {
    return this.queries.execute(new ListSavedSearchesQuery(user.id));
  }

  @Post()
  save(@CurrentUser() user: AuthenticatedUser, @Body() body: SaveSearchDto): Promise<SavedSearchView> {
    const filter = { ...body, cas: asCasNumber(body.cas) ?? undefined };
    return this.commands.execute(new SaveSearchCommand(user.id, validName(body.name), filter, body.alertMode));
  }

  @Patch(':id')
  rename(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: RenameSavedSearchDto): Promise<SavedSearchView> {
    return this.commands.execute(new RenameSavedSearchCommand(user.id, id, validName(body.name)));
  }

  /** Its 'Run' link: the new matches are seen. */
  @Post(':id/run')
  @HttpCode(204)
  async run(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new MarkSavedSearchRunCommand(user.id, id));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteSavedSearchCommand(user.id, id));
  }
}

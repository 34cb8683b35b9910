import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Lab, University } from '@reagentswap/contracts';
import { Public } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { COUNTRIES } from '../../../shared/kernel/countries.js';
import { CreateLabCommand } from '../commands/create-lab/create-lab.command.js';
import { CreateUniversityCommand } from '../commands/create-university/create-university.command.js';
import { ListLabsQuery } from '../queries/list-labs/list-labs.query.js';
import { ListUniversitiesQuery } from '../queries/list-universities/list-universities.query.js';
import { LabDto, UniversityDto } from './dtos/directory.dtos.js';

/** Universities and labs. Public because people pick (or add) theirs while registering. */
@ApiTags('directory')
@Controller()
export class DirectoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The fixed country list (spec §3) the profile form and the university dialog pick from. */
  @Public()
  @Get('countries')
  countries(): readonly string[] {
    return COUNTRIES;
  }

  @Public()
  @Get('universities')
  universities(): Promise<University[]> {
    return this.queries.execute(new ListUniversitiesQuery());
  }

  @Public()
  @RateLimited('form')
  @Post('universities')
  createUniversity(@Body() dto: UniversityDto): Promise<University> {
    return this.commands.execute(new CreateUniversityCommand(dto));
  }

  @Public()
  @Get('universities/:id/labs')
  labs(@Param('id') universityId: string): Promise<Lab[]> {
    return this.queries.execute(new ListLabsQuery(universityId));
  }

  @Public()
  @RateLimited('form')
  @Post('labs')
  createLab(@Body() dto: LabDto): Promise<Lab> {
    return this.commands.execute(new CreateLabCommand(dto));
  }
}

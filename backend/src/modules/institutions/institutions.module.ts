import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateLabHandler } from './commands/create-lab/create-lab.handler.js';
import { CreateUniversityHandler } from './commands/create-university/create-university.handler.js';
import { EnsureLabHandler } from './commands/ensure-lab/ensure-lab.handler.js';
import { DirectoryController } from './http/directory.controller.js';
import { LabExistsHandler } from './queries/lab-exists/lab-exists.query-handler.js';
import { ListLabsHandler } from './queries/list-labs/list-labs.query-handler.js';
import { ListUniversitiesHandler } from './queries/list-universities/list-universities.query-handler.js';
import { UniversityExistsHandler } from './queries/university-exists/university-exists.query-handler.js';

const httpControllers = [DirectoryController];
const commandHandlers = [CreateUniversityHandler, CreateLabHandler, EnsureLabHandler];
const queryHandlers = [ListUniversitiesHandler, ListLabsHandler, UniversityExistsHandler, LabExistsHandler];

/** Universities, labs and the country list (issue 17 item 4: out of identity, ADR 0024). */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers],
})
export class InstitutionsModule {}

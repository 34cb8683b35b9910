import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordRefusedAttemptsHandler } from './commands/record-refused-attempts/record-refused-attempts.handler.js';
import { AdminRestrictedSubstancesController } from './http/admin-restricted-substances.controller.js';
import { RestrictedListProvider } from './infrastructure/restricted-list.provider.js';
import { GetRestrictedListHandler } from './queries/get-restricted-list/get-restricted-list.query-handler.js';
import { ListRefusedAttemptsHandler } from './queries/list-refused-attempts/list-refused-attempts.query-handler.js';
import { ScreenSubstancesHandler } from './queries/screen-substances/screen-substances.query-handler.js';

const httpControllers = [AdminRestrictedSubstancesController];
const commandHandlers = [RecordRefusedAttemptsHandler];
const queryHandlers = [ScreenSubstancesHandler, GetRestrictedListHandler, ListRefusedAttemptsHandler];

/**
 * Restricted-substance screening (issue 18): the shipped list (data/restricted-substances.json),
 * loaded at start; catalog and requests screen through its query and log refusals through its
 * command. Depends on nothing; reads members' names through the identity.member_directory view.
 */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [RestrictedListProvider, ...commandHandlers, ...queryHandlers],
})
export class ComplianceModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateLedgerCheckpointHandler } from './commands/create-checkpoint/create-checkpoint.handler.js';
import { AdjustBalanceHandler } from './commands/adjust-balance/adjust-balance.handler.js';
import { GrantCreditsHandler } from './commands/grant-credits/grant-credits.handler.js';
import { OpenAccountHandler } from './commands/open-account/open-account.handler.js';
import { RebuildCreditBalancesHandler } from './commands/rebuild-balances/rebuild-balances.handler.js';
import { ReleaseReservationHandler } from './commands/release-reservation/release-reservation.handler.js';
import { ReserveCreditsHandler } from './commands/reserve-credits/reserve-credits.handler.js';
import { TransferCreditsHandler } from './commands/transfer-credits/transfer-credits.handler.js';
import { OpenAccountOnRegistration } from './event-handlers/open-account-on-registration.handler.js';
import { AdminCheckpointsController } from './http/admin-checkpoints.controller.js';
import { AdminCreditsController } from './http/admin-credits.controller.js';
import { CreditsController } from './http/credits.controller.js';
import { CheckpointKey } from './infrastructure/checkpoint-key.js';
import { CheckpointSchedule } from './infrastructure/checkpoint-schedule.js';
import { CheckpointStore } from './infrastructure/checkpoint-store.js';
import { CheckpointVerifier } from './infrastructure/checkpoint-verifier.js';
import { KnownAccounts } from './infrastructure/known-accounts.js';
import { LedgerAuditor } from './infrastructure/ledger-auditor.js';
import { LedgerStore } from './infrastructure/ledger-store.js';
import { TransactionScope } from '../../shared/database/transaction-scope.js';
import { ProjectionRebuilder } from './infrastructure/projection-rebuilder.js';
import { AuditLedgerHandler } from './queries/audit-ledger/audit-ledger.query-handler.js';
import { ExportCreditHistoryHandler } from './queries/export-credit-history/export-credit-history.query-handler.js';
import { GetBalanceHandler } from './queries/get-balance/get-balance.query-handler.js';
import { GetLedgerCheckpointHandler, GetLedgerCheckpointsHandler } from './queries/get-checkpoints/get-checkpoints.query-handler.js';
import { VerifyLedgerCheckpointHandler } from './queries/verify-checkpoint/verify-checkpoint.query-handler.js';
import { GetBalancesHandler } from './queries/get-balances/get-balances.query-handler.js';
import { GetLedgerTotalsHandler } from './queries/get-ledger-totals/get-ledger-totals.query-handler.js';
import { GetCreditHistoryHandler } from './queries/get-credit-history/get-credit-history.query-handler.js';
import { GetTransferVolumesHandler } from './queries/get-transfer-volumes/get-transfer-volumes.query-handler.js';

const httpControllers = [CreditsController, AdminCreditsController, AdminCheckpointsController];
const commandHandlers = [
  OpenAccountHandler,
  GrantCreditsHandler,
  AdjustBalanceHandler,
  ReserveCreditsHandler,
  ReleaseReservationHandler,
  TransferCreditsHandler,
  RebuildCreditBalancesHandler,
  CreateLedgerCheckpointHandler,
];
const queryHandlers = [
  GetBalanceHandler,
  GetBalancesHandler,
  GetLedgerTotalsHandler,
  GetTransferVolumesHandler,
  GetCreditHistoryHandler,
  ExportCreditHistoryHandler,
  AuditLedgerHandler,
  GetLedgerCheckpointsHandler,
  GetLedgerCheckpointHandler,
  VerifyLedgerCheckpointHandler,
];
const eventHandlers = [OpenAccountOnRegistration];
const infrastructure = [
  LedgerStore,
  TransactionScope,
  LedgerAuditor,
  ProjectionRebuilder,
  KnownAccounts,
  CheckpointKey,
  CheckpointStore,
  CheckpointVerifier,
  CheckpointSchedule,
];

/**
 * The credit ledger (design.md §4): depends on shared code only. Needs the configuration, the
 * database, CQRS and outbox modules from the composition root.
 */
@Module({
  // The schedule registry for the checkpoint timer (whether one runs is the configuration's call, at start).
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, ...eventHandlers, ...infrastructure],
})
export class LedgerModule {}

// The ledger module's public surface: other modules and the composition root import only this.
export { LedgerModule } from './ledger.module.js';
export { ledgerEntities } from './infrastructure/ledger.entities.js';

// Commands (all return a LedgerReceipt; amounts in integer cents; every one needs an idempotency key)
export type { LedgerCommandMetadata, LedgerReceipt, AccountBalance, LedgerEventView } from './commands/ledger-command.js';
export { OpenAccountCommand } from './commands/open-account/open-account.command.js';
export { GrantCreditsCommand } from './commands/grant-credits/grant-credits.command.js';
export { AdjustBalanceCommand } from './commands/adjust-balance/adjust-balance.command.js';
export { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
export { ReleaseReservationCommand } from './commands/release-reservation/release-reservation.command.js';
export { TransferCreditsCommand, type TransferCreditsInput } from './commands/transfer-credits/transfer-credits.command.js';
export { RebuildCreditBalancesCommand } from './commands/rebuild-balances/rebuild-balances.command.js';
export type { RebuildSummary } from './infrastructure/projection-rebuilder.js';

// Queries
export { GetBalanceQuery, type BalanceView } from './queries/get-balance/get-balance.query.js';
export { GetBalancesQuery } from './queries/get-balances/get-balances.query.js';
export { GetLedgerTotalsQuery, type LedgerTotals, type LedgerTimeRange } from './queries/get-ledger-totals/get-ledger-totals.query.js';
export {
  GetTransferVolumesQuery,
  type TransferVolumes,
  type TransferVolumePeriod,
  type TransferVolumeAccount,
} from './queries/get-transfer-volumes/get-transfer-volumes.query.js';
export { GetCreditHistoryQuery, type CreditHistoryPage } from './queries/get-credit-history/get-credit-history.query.js';
export type { HistoryFilter } from './queries/get-credit-history/history-filter.js';
export { ExportCreditHistoryQuery } from './queries/export-credit-history/export-credit-history.query.js';
export { AuditLedgerQuery } from './queries/audit-ledger/audit-ledger.query.js';
export type { AuditReport, AuditProblem, AuditProblemKind } from './infrastructure/ledger-auditor.js';

// Events: the stored stream's type strings, and the integration events published through the outbox
export { LedgerEventType, type LedgerEventTypeName } from './domain/credit-account.events.js';
export {
  CreditsGranted,
  CreditsAdjusted,
  CreditsReserved,
  ReservationReleased,
  CreditsTransferred,
  type LedgerEventContext,
} from './events/ledger.events.js';

// Errors and money helpers callers need to interpret results
export { InsufficientCreditsError, LEDGER_MESSAGES } from './domain/credit-account.decider.js';
export { IDEMPOTENCY_KEY_REUSED_MESSAGE } from './infrastructure/ledger-store.js';
export { isLedgerWriteConflict } from './infrastructure/write-conflict.js';
export { centsToCredits, creditsToCents, formatCreditsFixed } from './domain/money.js';

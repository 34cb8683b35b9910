import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/**
 * Opens an account at 0 (a no-op when it is open already). Joins its caller's transaction (the
 * registration event's delivery) as a savepoint.
 */
export class OpenAccountCommand extends JoinsCallerTransaction<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string }) {
    super();
  }
}

import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/**
 * Puts credits on hold under `reservationId` (a swap uses its own id); fails if not affordable. In
 * the approving swap's transaction (a savepoint in it).
 */
export class ReserveCreditsCommand extends JoinsCallerTransaction<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string; amountCents: number; reservationId: string }) {
    super();
  }
}

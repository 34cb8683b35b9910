import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/** Frees the credits held under `reservationId` (a rejected or cancelled swap), in the swap's transaction (a savepoint in it). */
export class ReleaseReservationCommand extends JoinsCallerTransaction<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string; reservationId: string }) {
    super();
  }
}

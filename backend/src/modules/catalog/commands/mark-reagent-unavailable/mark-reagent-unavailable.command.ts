import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';

/**
 * For the swaps module, inside ITS transaction, when a swap completes: the wanted reagent (and an
 * offered one that was a listing) leaves the listings. Idempotent: `changed` is false the second time.
 */
export class MarkReagentUnavailableCommand extends JoinsCallerTransaction<{ changed: boolean }> {
  constructor(readonly input: { reagentId: string; swapId: string }) {
    super();
  }
}

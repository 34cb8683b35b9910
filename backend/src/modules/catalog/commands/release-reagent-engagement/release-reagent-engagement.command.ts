import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';

/**
 * For the swaps module, inside ITS transaction, when a swap stops being open (rejected, cancelled,
 * completed): frees every reagent the swap engaged, or only `reagentId` when given. Returns how
 * many engagements were released; releasing twice is a no-op.
 */
export class ReleaseReagentEngagementCommand extends JoinsCallerTransaction<{ released: number }> {
  constructor(readonly input: { swapId: string; reagentId?: string }) {
    super();
  }
}

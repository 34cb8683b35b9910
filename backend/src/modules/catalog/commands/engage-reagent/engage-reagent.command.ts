import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';
import type { EngagementRole } from '../../infrastructure/catalog.entities.js';

/**
 * For the swaps module, inside ITS transaction: records that an open swap involves the reagent,
 * as the one `wanted` or as the one `offered`, so its owner cannot remove it meanwhile (design.md
 * §3). Idempotent per (reagent, swap). Refused when the reagent is not available (409) or unknown (404).
 */
export class EngageReagentCommand extends JoinsCallerTransaction<void> {
  constructor(readonly input: { reagentId: string; swapId: string; role: EngagementRole }) {
    super();
  }
}

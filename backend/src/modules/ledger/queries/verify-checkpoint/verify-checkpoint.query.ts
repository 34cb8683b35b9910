import { Query } from '@nestjs/cqrs';
import type { CheckpointVerdict, LedgerCheckpointFile } from '@reagentswap/contracts';

/** Checks a checkpoint file an admin kept outside the database against the ledger as it is now. Read-only. */
export class VerifyLedgerCheckpointQuery extends Query<CheckpointVerdict> {
  constructor(readonly file: LedgerCheckpointFile) {
    super();
  }
}

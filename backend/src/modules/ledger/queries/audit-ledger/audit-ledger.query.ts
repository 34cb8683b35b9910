import { Query } from '@nestjs/cqrs';
import type { AuditReport } from '../../infrastructure/ledger-auditor.js';

/**
 * Replays every stream (or only `accountIds`) and compares with the projection, verifies the hash
 * chains, that transfers sum to zero and that no available balance is negative. Read-only.
 */
export class AuditLedgerQuery extends Query<AuditReport> {
  constructor(readonly accountIds?: string[]) {
    super();
  }
}

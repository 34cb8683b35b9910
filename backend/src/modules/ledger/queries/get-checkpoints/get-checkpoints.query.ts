import { Query } from '@nestjs/cqrs';
import type { StoredCheckpoint } from '../../infrastructure/checkpoint-store.js';

/** The newest checkpoints, newest first, without their heads. */
export class GetLedgerCheckpointsQuery extends Query<StoredCheckpoint[]> {
  constructor(readonly limit = 10) {
    super();
  }
}

/** One checkpoint with its heads (`'latest'`: the newest), for download; undefined when there is none. */
export class GetLedgerCheckpointQuery extends Query<StoredCheckpoint | undefined> {
  constructor(readonly id: string | 'latest') {
    super();
  }
}

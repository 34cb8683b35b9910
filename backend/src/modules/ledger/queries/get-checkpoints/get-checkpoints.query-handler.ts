import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CheckpointStore } from '../../infrastructure/checkpoint-store.js';
import { GetLedgerCheckpointQuery, GetLedgerCheckpointsQuery } from './get-checkpoints.query.js';

@QueryHandler(GetLedgerCheckpointsQuery)
export class GetLedgerCheckpointsHandler implements IQueryHandler<GetLedgerCheckpointsQuery> {
  constructor(private readonly store: CheckpointStore) {}

  execute({ limit }: GetLedgerCheckpointsQuery) {
    return this.store.recent(limit);
  }
}

@QueryHandler(GetLedgerCheckpointQuery)
export class GetLedgerCheckpointHandler implements IQueryHandler<GetLedgerCheckpointQuery> {
  constructor(private readonly store: CheckpointStore) {}

  execute({ id }: GetLedgerCheckpointQuery) {
    return id === 'latest' ? this.store.latest() : this.store.byId(id);
  }
}

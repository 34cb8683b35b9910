import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { fromCheckpointFile } from '../../domain/checkpoint.js';
import { CheckpointVerifier } from '../../infrastructure/checkpoint-verifier.js';
import { VerifyLedgerCheckpointQuery } from './verify-checkpoint.query.js';

@QueryHandler(VerifyLedgerCheckpointQuery)
export class VerifyLedgerCheckpointHandler implements IQueryHandler<VerifyLedgerCheckpointQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly verifier: CheckpointVerifier,
  ) {}

  async execute({ file }: VerifyLedgerCheckpointQuery) {
    const check = await this.em.transactional((tx) => this.verifier.verify(tx, fromCheckpointFile(file)), {
      isolationLevel: IsolationLevel.REPEATABLE_READ,
      readOnly: true,
    });
    return check.verdict;
  }
}

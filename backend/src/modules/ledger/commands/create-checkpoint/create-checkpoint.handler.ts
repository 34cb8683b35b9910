import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../../../shared/errors/domain-error.js';
import { headHashOf, sequenceOf, signCheckpoint } from '../../domain/checkpoint.js';
import { CheckpointKey } from '../../infrastructure/checkpoint-key.js';
import { CheckpointStore, type StoredCheckpoint } from '../../infrastructure/checkpoint-store.js';
import { CheckpointVerifier } from '../../infrastructure/checkpoint-verifier.js';
import { sql } from '../../infrastructure/sql.js';
import { uuidV7 } from '../../infrastructure/uuid-v7.js';
import { CreateLedgerCheckpointCommand } from './create-checkpoint.command.js';

export const CHECKPOINT_REFUSED_CODE = 'LEDGER_CHECKPOINT_REFUSED';

/**
 * One checkpoint at a time (a transaction-scoped advisory lock: scheduled runs of several
 * instances, an admin's click). Before signing, the last checkpoint must still verify: otherwise
 * the next hourly run would sign rewritten history and the evidence would be gone within the hour.
 * Read committed on purpose: the lock is taken first, so the reads after it see a checkpoint
 * another instance just committed; the heads come from one statement (one snapshot), and the
 * positions an older checkpoint names are never rewritten by appends.
 */
@CommandHandler(CreateLedgerCheckpointCommand)
export class CreateLedgerCheckpointHandler implements ICommandHandler<CreateLedgerCheckpointCommand> {
  private readonly logger = new Logger('Ledger');

  constructor(
    private readonly em: EntityManager,
    private readonly key: CheckpointKey,
    private readonly store: CheckpointStore,
    private readonly verifier: CheckpointVerifier,
  ) {}

  execute({ trigger, actorId, skipIfNewerThanMs }: CreateLedgerCheckpointCommand): Promise<StoredCheckpoint | undefined> {
    return this.em.transactional(async (tx) => {
      await sql(tx, `select pg_advisory_xact_lock(hashtext('ledger_checkpoints'))`);
      const previous = await this.store.latest(tx);
      if (previous && skipIfNewerThanMs !== undefined && Date.now() - previous.createdAt.getTime() < skipIfNewerThanMs) return undefined;
      if (previous) {
        const { verdict } = await this.verifier.verify(tx, previous);
        if (verdict.status !== 'verified') {
          throw new ConflictError(
            `No checkpoint was made: ${verdict.message}. Signing the ledger now would anchor whatever was changed; investigate it first.`,
            CHECKPOINT_REFUSED_CODE,
          );
        }
      }
      const heads = await this.store.currentHeads(tx);
      const headHash = headHashOf(heads);
      // Nothing appended since the last one: a scheduled run has nothing new to anchor.
      if (skipIfNewerThanMs !== undefined && previous?.headHash.equals(headHash)) return undefined;
      const fields = {
        id: uuidV7(),
        createdAt: new Date(),
        sequence: sequenceOf(heads),
        accountCount: heads.length,
        headHash,
      };
      const checkpoint: StoredCheckpoint = {
        ...fields,
        heads,
        keyFingerprint: this.key.fingerprint,
        signature: signCheckpoint(this.key.key, fields),
        trigger,
        createdBy: actorId,
      };
      await this.store.insert(tx, checkpoint);
      this.logger.log(`Ledger checkpoint ${checkpoint.id} (${trigger}${actorId ? ` by ${actorId}` : ''}): ${fields.sequence} events`);
      return checkpoint;
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { AuditProblem, CheckpointVerdict } from '@reagentswap/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { headHashOf, headsMatchSignedFields, signatureHolds, type SignedCheckpoint } from '../domain/checkpoint.js';
import { CheckpointKey } from './checkpoint-key.js';
import { CheckpointStore, positionKey } from './checkpoint-store.js';

export interface CheckpointCheck {
  verdict: CheckpointVerdict;
  /** What is wrong, for the audit's list: one finding per stream rewritten, or one for the checkpoint itself. */
  problems: AuditProblem[];
}

/** Streams named one by one in the findings; the verdict counts them all. */
const MAX_NAMED_STREAMS = 100;

const describe = (c: SignedCheckpoint) => `Checkpoint ${c.id} of ${c.createdAt.toISOString()} (${c.sequence} events)`;

/**
 * Checks a checkpoint against the ledger as it is now: its HMAC must verify with this server's
 * key and its stored heads must be the ones signed; then the events at its positions must still
 * hash to its head. Rewriting a stream changes the hash of every later event of it, so a rewrite
 * of anything the checkpoint covers shows at that stream's head, however consistently the chain,
 * the projection and the stored head were redone around it.
 */
@Injectable()
export class CheckpointVerifier {
  constructor(
    private readonly key: CheckpointKey,
    private readonly store: CheckpointStore,
  ) {}

  async verify(tx: EntityManager, checkpoint: SignedCheckpoint): Promise<CheckpointCheck> {
    const verdict = (status: CheckpointVerdict['status'], message: string): CheckpointVerdict => ({
      checkpointId: checkpoint.id,
      createdAt: checkpoint.createdAt.toISOString(),
      sequence: checkpoint.sequence,
      status,
      message,
    });

    if (!signatureHolds(this.key.key, checkpoint) || !headsMatchSignedFields(checkpoint)) {
      const otherKey = checkpoint.keyFingerprint !== this.key.fingerprint ? ` (it names key ${checkpoint.keyFingerprint})` : '';
      const message =
        `${describe(checkpoint)} does not verify with the checkpoint key${otherKey}: ` +
        'it was forged or altered after it was signed, or signed with another key';
      return { verdict: verdict('invalid', message), problems: [{ kind: 'checkpoint-invalid', message }] };
    }

    const today = await this.store.hashesAt(tx, checkpoint.heads);
    const problems: AuditProblem[] = [];
    let rewritten = 0;
    const recomputed = checkpoint.heads.map((head) => {
      const hash = today.get(positionKey(head.accountId, head.sequence));
      if (!hash?.equals(head.hash)) {
        rewritten += 1;
        if (problems.length < MAX_NAMED_STREAMS) {
          problems.push({
            accountId: head.accountId,
            sequence: head.sequence,
            kind: 'checkpoint-mismatch',
            message: hash
              ? `${describe(checkpoint)} signed a different hash for this event: the stream was rewritten up to here`
              : `${describe(checkpoint)} signed this event, which is gone`,
          });
        }
      }
      return { ...head, hash: hash ?? Buffer.alloc(0) };
    });
    if (rewritten === 0 && headHashOf(recomputed).equals(checkpoint.headHash)) {
      return { verdict: verdict('verified', `${describe(checkpoint)} verified: the history it covers is unchanged`), problems: [] };
    }
    const streams = `${rewritten} ${rewritten === 1 ? 'stream' : 'streams'}`;
    return {
      verdict: verdict('mismatch', `${describe(checkpoint)} no longer matches the ledger: ${streams} rewritten since it was signed`),
      problems,
    };
  }
}

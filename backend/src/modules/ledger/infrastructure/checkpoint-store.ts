import { Injectable } from '@nestjs/common';
import type { LedgerCheckpointSummary, LedgerCheckpointTrigger } from '@reagentswap/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { packHeads, signedFieldsAsText, unpackHeads, type SignedCheckpoint, type StreamHeadAt } from '../domain/checkpoint.js';
import { placeholders, sql, toNumber } from './sql.js';

export interface StoredCheckpoint extends SignedCheckpoint {
  trigger: LedgerCheckpointTrigger;
  createdBy: string | null;
}

interface CheckpointRow {
  id: string;
  created_ms: string;
  sequence: string;
  account_count: number;
  head_hash: Buffer;
  key_fingerprint: string;
  signature: Buffer;
  trigger: LedgerCheckpointTrigger;
  created_by: string | null;
  heads?: Buffer;
}

const SUMMARY_COLUMNS = `id, floor(extract(epoch from created_at) * 1000)::bigint as created_ms, sequence, account_count, head_hash,
  key_fingerprint, signature, trigger, created_by`;

/** Positions looked up per statement when comparing a checkpoint with today's events. */
const LOOKUP_BATCH = 1000;

const fromRow = (row: CheckpointRow): StoredCheckpoint => ({
  id: row.id,
  createdAt: new Date(toNumber(row.created_ms)),
  sequence: toNumber(row.sequence),
  accountCount: row.account_count,
  headHash: row.head_hash,
  keyFingerprint: row.key_fingerprint,
  signature: row.signature,
  trigger: row.trigger,
  createdBy: row.created_by,
  heads: row.heads ? unpackHeads(row.heads) : [],
});

export const checkpointSummary = (checkpoint: StoredCheckpoint): LedgerCheckpointSummary => ({
  ...signedFieldsAsText(checkpoint),
  trigger: checkpoint.trigger,
  createdBy: checkpoint.createdBy,
});

/**
 * The `ledger_checkpoints` table (append-only, like the events) and the reads a checkpoint needs
 * from the ledger: every stream's head now, and the hashes stored today at a checkpoint's positions.
 * Every method runs on the context it is given, so a caller's snapshot covers all of it.
 */
@Injectable()
export class CheckpointStore {
  constructor(private readonly em: EntityManager) {}

  /**
   * The last event of every stream, read from the events themselves (one index probe per stream;
   * the projection only lists the streams, as every append upserts its row in the same statement).
   */
  async currentHeads(tx: EntityManager): Promise<StreamHeadAt[]> {
    const rows = await sql<{ account_id: string; sequence: number; hash: Buffer }>(
      tx,
      `select b.account_id, e.sequence, e.hash from credit_balances b
         cross join lateral (select sequence, hash from ledger_events where account_id = b.account_id
                              order by sequence desc limit 1) e
        order by b.account_id`,
    );
    return rows.map((row) => ({ accountId: row.account_id, sequence: row.sequence, hash: row.hash }));
  }

  async insert(tx: EntityManager, checkpoint: StoredCheckpoint): Promise<void> {
    await sql(
      tx,
      `insert into ledger_checkpoints (id, created_at, sequence, account_count, head_hash, heads, key_fingerprint, signature, trigger, created_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        checkpoint.id,
        checkpoint.createdAt,
        checkpoint.sequence,
        checkpoint.accountCount,
        checkpoint.headHash,
        packHeads(checkpoint.heads),
        checkpoint.keyFingerprint,
        checkpoint.signature,
        checkpoint.trigger,
        checkpoint.createdBy,
      ],
    );
  }

  /** The newest checkpoint with its heads, or undefined when none was made yet. */
  async latest(tx: EntityManager = this.em): Promise<StoredCheckpoint | undefined> {
    const [row] = await sql<CheckpointRow>(
      tx,
      `select ${SUMMARY_COLUMNS}, heads from ledger_checkpoints order by created_at desc, id desc limit 1`,
    );
    return row ? fromRow(row) : undefined;
  }

  async byId(id: string): Promise<StoredCheckpoint | undefined> {
    const [row] = await sql<CheckpointRow>(this.em, `select ${SUMMARY_COLUMNS}, heads from ledger_checkpoints where id = ?`, [id]);
    return row ? fromRow(row) : undefined;
  }

  /** The newest checkpoints, without their heads. */
  async recent(limit: number): Promise<StoredCheckpoint[]> {
    const rows = await sql<CheckpointRow>(
      this.em,
      `select ${SUMMARY_COLUMNS} from ledger_checkpoints order by created_at desc, id desc limit ${Math.trunc(limit)}`,
    );
    return rows.map(fromRow);
  }

  /** The hash stored today at each position (`account:sequence`); positions without an event are absent. */
  async hashesAt(tx: EntityManager, heads: readonly StreamHeadAt[]): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    for (let at = 0; at < heads.length; at += LOOKUP_BATCH) {
      const batch = heads.slice(at, at + LOOKUP_BATCH);
      const rows = await sql<{ account_id: string; sequence: number; hash: Buffer }>(
        tx,
        `select account_id, sequence, hash from ledger_events
          where (account_id, sequence) in (${batch.map(() => placeholders(2)).join(', ')})`,
        batch.flatMap((head) => [head.accountId, head.sequence]),
      );
      for (const row of rows) found.set(positionKey(row.account_id, row.sequence), row.hash);
    }
    return found;
  }
}

export const positionKey = (accountId: string, sequence: number): string => `${accountId}:${sequence}`;

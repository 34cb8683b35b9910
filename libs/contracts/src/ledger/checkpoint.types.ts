/**
 * Signed checkpoints of the ledger (ADR 0004, "Checkpoints"): every stream's head at one moment,
 * hashed into one head hash and signed with HMAC-SHA256 by a key kept outside the database.
 */

/** The file format an admin downloads and keeps; the signed payload starts with it. */
export const LEDGER_CHECKPOINT_FORMAT = 'reagentswap-ledger-checkpoint/1';

export type LedgerCheckpointTrigger = 'scheduled' | 'admin';

/** GET /api/admin/credits/checkpoints (newest first), POST /api/admin/credits/checkpoints. */
export interface LedgerCheckpointSummary {
  id: string;
  /** ISO 8601, millisecond precision: part of the signed payload. */
  createdAt: string;
  /** The checkpoint's global position: how many events it covers (the sum of every stream's last sequence). */
  sequence: number;
  /** How many streams (accounts) it covers. */
  accountCount: number;
  /** sha256 over every stream's (account, last sequence, last hash), hex. */
  headHash: string;
  /** First 16 hex digits of sha256(key): which key signed it (never the key). */
  keyFingerprint: string;
  /** HMAC-SHA256 of the signed payload, hex. */
  signature: string;
  trigger: LedgerCheckpointTrigger;
  createdBy: string | null;
}

/** One stream's head: [account id, last sequence, hash of that event (hex)]. */
export type LedgerCheckpointHead = [accountId: string, sequence: number, hash: string];

/**
 * GET /api/admin/credits/checkpoints/latest and /:id (a JSON attachment), and the body of
 * POST /api/admin/credits/checkpoints/verify: self-contained, so a copy kept outside the database
 * can be checked against the ledger even if the row is gone.
 */
export interface LedgerCheckpointFile extends Omit<LedgerCheckpointSummary, 'trigger' | 'createdBy'> {
  format: typeof LEDGER_CHECKPOINT_FORMAT;
  heads: LedgerCheckpointHead[];
}

/**
 * verified: the signature holds and today's events hash to the same head at the checkpoint's
 * positions. invalid: the signature (or the stored heads) do not verify with the key — the row
 * or file was forged or altered, or signed with another key. mismatch: it is genuine, but the
 * events it covers were rewritten since.
 */
export type CheckpointVerdictStatus = 'verified' | 'invalid' | 'mismatch';

/** The audit's verdict on the last checkpoint (or on a kept file, POST …/checkpoints/verify). */
export interface CheckpointVerdict {
  checkpointId: string;
  createdAt: string;
  sequence: number;
  status: CheckpointVerdictStatus;
  message: string;
}

import type { CheckpointVerdict } from './checkpoint.types.js';

export type AuditProblemKind =
  | 'sequence-gap'
  | 'chain-broken'
  | 'hash-mismatch'
  | 'invalid-event'
  | 'rule-violation'
  | 'replay-mismatch'
  | 'projection-missing'
  | 'projection-mismatch'
  | 'projection-orphan'
  | 'negative-available'
  | 'transfer-unbalanced'
  | 'checkpoint-invalid'
  | 'checkpoint-mismatch';

export interface AuditProblem {
  /** Absent only for a finding about a checkpoint as a whole (its signature). */
  accountId?: string;
  sequence?: number;
  kind: AuditProblemKind;
  message: string;
}

/** GET /api/admin/credits/audit: a replay of the whole ledger against its hashes and projection. */
export interface AuditReport {
  ok: boolean;
  checkedEvents: number;
  checkedAccounts: number;
  checkedTransfers: number;
  durationMs: number;
  /** The first problems (the server caps the list); problemCount counts them all. */
  problems: AuditProblem[];
  problemCount: number;
  /** How many problems are in the events themselves (not repairable by rebuilding the balances). */
  eventProblemCount: number;
  /** The last signed checkpoint, verified against the events (a full audit only; null when there is none). */
  checkpoint?: CheckpointVerdict | null;
}

/** POST /api/admin/credits/rebuild: what the projection rebuild changed. */
export interface RebuildSummary {
  accounts: number;
  events: number;
  /** Projection rows that were missing and are now written. */
  inserted: number;
  /** Projection rows whose content differed from the replay and was replaced. */
  corrected: number;
  /** Projection rows without any event, deleted. */
  removed: number;
  durationMs: number;
}

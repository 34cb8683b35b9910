/**
 * Issue 16's targets ("At the hardware's pace"), on a quiet 2-core machine: the one place the
 * printers read them from, so a target moves in one edit and every verdict follows.
 */
export const ISSUE16_TARGETS = {
  /** Browse, first page and page 51, open loop: holds the rate with this p99. */
  browse: { ratePerSecond: 500, p99Ms: 50 },
  /** Flat out, browse and search: the application's throughput over the bare handler running its SQL. */
  flatOutMinRatio: 0.8,
  /** 1,000 sockets at 500 msg/s, one instance and two on Redis. */
  messaging: { sockets: 1000, ratePerSecond: 500, p99Ms: 50, aimP99Ms: 10, settleSeconds: 5 },
  /** Swaps/s × ledger commands per swap over the bare ledger's transfers/s; statements incl. every event delivery. */
  swaps: { minLedgerShare: 0.25, maxStatementsPerSwap: 50 },
  /** The application's transfers/s over hand-written SQL, on 10,000 and on 10 hot accounts. */
  ledgerMinRatio: 0.8,
  /** An idle instance's process CPU, as a share of one core. */
  idleMaxCoreShare: 0.01,
} as const;

/** One verdict line, the same shape for every target so a run's verdicts can be grepped and compared. */
export const verdict = (target: string, figure: string, met: boolean): string => `${target}: ${figure} — ${met ? 'met' : 'NOT met'}`;

export const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** How often a failing delivery is tried, and how long it waits between tries. */
export interface DeliveryRetryPolicy {
  /** Attempts before a delivery is parked (an admin can retry it). */
  attempts: number;
  /** Wait after the first failure; doubles after each further one. */
  backoffMs: number;
}

const MAX_WAIT_MS = 60 * 60 * 1000;

/** The wait after the `failures`-th failed attempt: backoff, 2×backoff, 4×backoff… capped at an hour. */
export const retryDelayMs = (failures: number, policy: DeliveryRetryPolicy): number =>
  Math.min(MAX_WAIT_MS, policy.backoffMs * 2 ** Math.max(0, failures - 1));

export const shouldPark = (failures: number, policy: DeliveryRetryPolicy): boolean => failures >= policy.attempts;

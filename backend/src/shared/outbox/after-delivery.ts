import { AsyncLocalStorage } from 'node:async_hooks';

type Deferred = Map<string, () => Promise<void>>;

const scope = new AsyncLocalStorage<Deferred>();

/**
 * Work a subscriber wants done once its delivery committed, at most once per `key` for the whole
 * batch the relay runs in one transaction (ADR 0015): a member's badge counts pushed once for
 * twenty messages to them, and computed from committed data. It is dropped when the delivery
 * fails (its effect was rolled back) and when the batch does not commit; its own failure is only
 * logged, so it must be a hint that clients can rebuild (a socket push), never an effect that
 * must happen. Outside a delivery it runs at once.
 */
export async function afterDelivery(key: string, work: () => Promise<void>): Promise<void> {
  const deferred = scope.getStore();
  if (deferred) deferred.set(key, work);
  else await work();
}

/** Runs one delivery's subscriber and returns what it deferred (the relay keeps it only if the subscriber succeeded). */
export async function collectDeferred(deliver: () => Promise<void>): Promise<Deferred> {
  const deferred: Deferred = new Map();
  await scope.run(deferred, deliver);
  return deferred;
}

/** Runs a batch's deferred work after its commit; a failure is reported, never thrown. */
export async function runDeferred(deferred: Deferred, report: (key: string, error: unknown) => void): Promise<void> {
  for (const [key, work] of deferred) {
    try {
      await work();
    } catch (error) {
      report(key, error);
    }
  }
}

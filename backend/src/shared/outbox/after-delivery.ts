import { AsyncLocalStorage } from 'node:async_hooks';

/** Deferred work, keyed: a single piece of work, or the members of a group run together (afterDeliveryOf). */
type Entry = { work: () => Promise<void> } | { items: Set<string>; run: (items: string[]) => Promise<void> };
type Deferred = Map<string, Entry>;

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
  if (deferred) deferred.set(key, { work });
  else await work();
}

/**
 * afterDelivery for work that is cheaper done for many items at once (ADR 0030): every item
 * deferred under `group` in the batch, each once, reaches one call of `run` after the commit —
 * twenty-five members' unread badges recounted by one statement, not twenty-five. The same
 * rules as afterDelivery otherwise (dropped with a failed delivery, failures only logged; outside
 * a delivery it runs at once for these items).
 */
export async function afterDeliveryOf(group: string, items: readonly string[], run: (items: string[]) => Promise<void>): Promise<void> {
  const deferred = scope.getStore();
  if (!deferred) {
    if (items.length > 0) await run([...new Set(items)]);
    return;
  }
  const entry = deferred.get(group);
  if (entry && 'items' in entry) for (const item of items) entry.items.add(item);
  else deferred.set(group, { items: new Set(items), run });
}

/** Runs one delivery's subscriber and returns what it deferred (the relay keeps it only if the subscriber succeeded). */
export async function collectDeferred(deliver: () => Promise<void>): Promise<Deferred> {
  const deferred: Deferred = new Map();
  await scope.run(deferred, deliver);
  return deferred;
}

/** Adds one delivery's deferred work to its batch's: a key once, a group's items together. */
export function mergeDeferred(into: Deferred, from: Deferred): void {
  for (const [key, entry] of from) {
    const existing = into.get(key);
    if ('items' in entry && existing && 'items' in existing) for (const item of entry.items) existing.items.add(item);
    else into.set(key, 'items' in entry ? { items: new Set(entry.items), run: entry.run } : entry);
  }
}

/** Runs a batch's deferred work after its commit; a failure is reported, never thrown. */
export async function runDeferred(deferred: Deferred, report: (key: string, error: unknown) => void): Promise<void> {
  for (const [key, entry] of deferred) {
    try {
      if ('work' in entry) await entry.work();
      else if (entry.items.size > 0) await entry.run([...entry.items]);
    } catch (error) {
      report(key, error);
    }
  }
}

export type { Deferred as DeferredWork };

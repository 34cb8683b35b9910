import { DomainError } from '../../errors/domain-error.js';

/**
 * The most keys a client may send, in one object and in a whole payload (HTTP body or socket
 * event). The largest form this API takes has a few dozen fields; the bound is far above that and
 * far below where class-transformer's key de-duplication (quadratic in an object's key count) costs
 * anything: 120,000 keys blocked the event loop ~15 s, 1,000 cost well under a millisecond.
 */
export const JSON_KEY_BUDGET = { perObject: 1_000, total: 10_000 } as const;

export type KeyBudget = { readonly perObject: number; readonly total: number };

export class JsonTooManyKeysError extends DomainError {
  readonly status = 400;
  constructor(budget: KeyBudget = JSON_KEY_BUDGET) {
    super(
      `The JSON in the request has too many keys (at most ${budget.perObject} in one object and ${budget.total} in all)`,
      'JSON_TOO_MANY_KEYS',
    );
  }
}

/**
 * The same budget for a value already parsed (a socket.io payload; HTTP bodies are counted on their
 * raw bytes by assertJsonBounds, before JSON.parse). Throws when `value` holds an object with more
 * than `perObject` keys, or more than `total` keys in all. Linear, iterative (no recursion, so no
 * depth can overflow it) and stops at the first object over budget; objects already seen are not
 * walked again, so a cyclic value terminates. Call it before any DTO transformation.
 */
export function assertKeyBudget(value: unknown, budget: KeyBudget = JSON_KEY_BUDGET): void {
  const pending: unknown[] = [value];
  const seen = new WeakSet<object>();
  let total = 0;
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    if (Array.isArray(item)) {
      for (const element of item as unknown[]) if (element !== null && typeof element === 'object') pending.push(element);
      continue;
    }
    const keys = Object.keys(item);
    total += keys.length;
    if (keys.length > budget.perObject || total > budget.total) throw new JsonTooManyKeysError(budget);
    for (const key of keys) pending.push((item as Record<string, unknown>)[key]);
  }
}

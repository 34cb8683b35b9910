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

import type { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';

/**
 * MikroORM's own store of request contexts (`RequestContext.create` runs its callback in it). Private
 * in its types, public at run time; checked when this module loads, so an upgrade that moves it
 * fails at start and in every API test, never silently per request.
 */
const contexts = (RequestContext as unknown as { storage?: AsyncLocalStorage<RequestContext> }).storage;
if (typeof contexts?.run !== 'function') {
  throw new Error('MikroORM RequestContext.storage is not an AsyncLocalStorage: update shared/database/request-context.ts');
}

/** While set, a request's context answers with the fork it already has, and makes none. */
let peeking = false;

/**
 * A request's forks, each made the first time something asks for it. `RequestContext.create` forks
 * the entity manager before the request runs; a fork is a new EntityManager with its unit of work,
 * factories and copied filters, about 4 % of a catalog page's CPU in the catalog bench — for a
 * request that, like most reads, never uses it (the session check answers from its cache, the page
 * is one prepared statement on the pool).
 */
class ForksOnFirstUse extends Map<string, EntityManager> {
  constructor(private readonly root: EntityManager) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    const made = super.get(name);
    if (made || peeking || name !== this.root.name) return made;
    // From the root, whatever context the first use runs in (e.g. inside a transaction's callback),
    // as RequestContext.create's fork is made outside any: the request's own identity map, not the transaction's.
    // Peeking while it is built: the new EntityManager resolves its context in its constructor, and
    // must find none, as it does when RequestContext.create forks before entering the context.
    peeking = true;
    try {
      const fork = this.root.fork({ useContext: true, disableContextResolution: true });
      this.set(name, fork);
      return fork;
    } finally {
      peeking = false;
    }
  }
}

/**
 * Runs `next` in a request context of its own, as `RequestContext.create(root, next)` does, except
 * that the context's fork is made on first use. Everything that resolves the context (repositories,
 * `em.getContext()`, `RequestContext.getEntityManager()`) gets the same fork for the whole request.
 */
export function runInLazyRequestContext<T>(root: EntityManager, next: () => T): T {
  return contexts!.run(new RequestContext(new ForksOnFirstUse(root)), next);
}

/**
 * Whether `em`, resolved in the current context, is inside a transaction, without making the
 * request's fork to answer: a fork not made yet cannot have begun one.
 */
export function isInTransactionWithoutForking(em: EntityManager): boolean {
  peeking = true;
  try {
    return em.getContext(false).isInTransaction();
  } finally {
    peeking = false;
  }
}

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { numberedPlaceholders, selectBound } from '../listing/bound-query.js';
import { isInTransactionWithoutForking } from './request-context.js';

/** What `pg` sends as a named prepared statement: parsed (and its plan cached) once per connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/** The slice of `pg`'s Pool (the one behind MikroORM's connection) a prepared query uses. */
interface NativePool {
  query<R>(config: PreparedStatement & { values: unknown[] }): Promise<{ rows: R[] }>;
}

const statements = new Map<string, PreparedStatement>();
const pools = new WeakMap<object, Promise<NativePool>>();

/**
 * A statement in `?` form as a named prepared statement. The name is derived from the text, so one
 * text always has one name (`pg` refuses a name reused for another text) and the set stays as small
 * as the set of texts the code builds.
 */
export function preparedStatement(query: string, parameterCount: number): PreparedStatement {
  const key = `${parameterCount}:${query}`;
  let statement = statements.get(key);
  if (!statement) {
    const text = numberedPlaceholders(query, parameterCount);
    statement = { name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    statements.set(key, statement);
  }
  return statement;
}

/**
 * Runs a hot read as a named prepared statement with bound parameters. MikroORM 7 sends every
 * statement as literal text (values formatted in, Platform.formatQuery), which PostgreSQL parses,
 * analyses and plans anew each time — on the catalog's browse that planning cost about as much as
 * running it. `pg` sends a named statement's Parse once per pooled connection, then only Bind and
 * Execute; PostgreSQL keeps the parsed statement and, after five executions, a generic plan when it
 * is no worse than the custom ones. Outside a transaction only (a statement inside one runs bound
 * on the transaction's connection, unnamed, as `selectBound` does): the pool hands out any connection.
 */
export async function preparedQuery<T>(em: EntityManager, query: string, params: readonly unknown[]): Promise<T[]> {
  // Asked without making the request's fork (request-context.ts): a read on the pool needs none.
  if (isInTransactionWithoutForking(em)) return selectBound<T>(em, query, params);
  // The driver's connection: one per MikroORM instance, the same from every fork.
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (!pool) pools.set(connection, (pool = connection.getNativeClient() as Promise<NativePool>));
  const { rows } = await (await pool).query<T>({ ...preparedStatement(query, params.length), values: [...params] });
  return rows;
}

import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { numberedPlaceholders } from '../listing/bound-query.js';
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

/** The slice of a Kysely transaction (MikroORM 7's transaction context) a prepared query uses. */
interface TransactionClient {
  executeQuery(compiled: unknown): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a statement as a named prepared statement with bound parameters. MikroORM 7 sends every
 * statement as literal text (values formatted in, Platform.formatQuery), which PostgreSQL parses,
 * analyses and plans anew each time — on the catalog's browse that planning cost about as much as
 * running it, in a swap's transition the write that also reads the detail view spent 1.9–7 ms
 * planning. `pg` sends a named statement's Parse once per connection, then only Bind and Execute;
 * PostgreSQL keeps the parsed statement and, after five executions, a generic plan when it is no
 * worse than the custom ones.
 *
 * Outside a transaction it runs on the pool (any connection: each parses it once). Inside one it
 * runs on the transaction's connection, which is one `pg` client for the whole transaction, so the
 * statement parsed there stays with that connection for the next transaction that gets it. Values
 * are bound, not formatted in: an array is one PostgreSQL array (`= any(?)`, not `in (?)`) and a
 * parameter whose type nothing around it names needs a cast.
 */
export async function preparedQuery<T>(em: EntityManager, query: string, params: readonly unknown[]): Promise<T[]> {
  const statement = preparedStatement(query, params.length);
  // Asked without making the request's fork (request-context.ts): a read on the pool needs none.
  if (isInTransactionWithoutForking(em)) return inTransaction<T>(em, statement, params);
  // The driver's connection: one per MikroORM instance, the same from every fork.
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (!pool) pools.set(connection, (pool = connection.getNativeClient() as Promise<NativePool>));
  const { rows } = await (await pool).query<T>({ ...statement, values: [...params] });
  return rows;
}

/**
 * On the transaction's own connection, through Kysely (MikroORM's transaction context), whose
 * Postgres connection hands a compiled query's `sql` and parameters to `pg`'s `client.query(sql,
 * values)` as they are — and `pg` takes a { name, text } object there as a named statement. The
 * client itself is private to Kysely's connection; this is the one door to it. A fresh object per
 * call (`pg` writes the values into it); `toString` gives the text to anything that logs it.
 */
async function inTransaction<T>(em: EntityManager, { name, text }: PreparedStatement, params: readonly unknown[]): Promise<T[]> {
  const transaction = em.getContext(false).getTransactionContext<TransactionClient>()!;
  const compiled = {
    sql: { name, text, toString: () => text },
    parameters: Object.freeze([...params]),
    query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
    queryId: { queryId: randomUUID() },
  };
  const { rows } = await transaction.executeQuery(compiled);
  return rows as T[];
}

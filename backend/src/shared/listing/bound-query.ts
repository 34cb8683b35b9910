import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * `?` placeholders as PostgreSQL's `$1, $2, …`, skipping quoted literals, quoted identifiers and
 * line comments (dollar-quoted bodies are not expected in these statements). Refuses
 * `??` (MikroORM's identifier placeholder) and a count that does not match the parameters, so a
 * statement cannot silently shift its values.
 */
export function numberedPlaceholders(query: string, parameterCount: number): string {
  let text = '';
  let used = 0;
  let quote: string | null = null;
  for (let i = 0; i < query.length; i++) {
    const char = query[i];
    if (quote) {
      if (char === quote) quote = null;
      text += char;
    } else if (char === '-' && query[i + 1] === '-') {
      // A line comment: copied as it is (an apostrophe or a question mark in it is prose).
      const end = query.indexOf('\n', i);
      const stop = end === -1 ? query.length : end;
      text += query.slice(i, stop);
      i = stop - 1;
    } else if (char === "'" || char === '"') {
      quote = char;
      text += char;
    } else if (char === '?') {
      if (query[i + 1] === '?') throw new Error('Identifier placeholders (??) cannot be bound');
      text += `$${++used}`;
    } else {
      text += char;
    }
  }
  if (used !== parameterCount) throw new Error(`The statement has ${used} placeholders for ${parameterCount} parameters`);
  return text;
}

/**
 * Runs a statement with its parameters BOUND: sent to PostgreSQL apart from the SQL text, never
 * rendered into it. `em.execute` does not bind: MikroORM 7 formats every `?` value into the text
 * (Platform.formatQuery, then a raw Kysely query), which is how `page=1e308` once put `Infinity`
 * into a paged list's OFFSET. Paged lists run their page (limit, offset and filters) through this.
 * Runs on the current transaction when there is one (as em.execute does), else on the pool.
 * The compiled query is built by hand, as MikroORM builds its own for streaming (kysely is not a
 * direct dependency here).
 */
export async function selectBound<T>(em: EntityManager, query: string, params: readonly unknown[]): Promise<T[]> {
  const context = em.getContext(false);
  const client = context.getTransactionContext<ReturnType<typeof connectionClient>>() ?? connectionClient(context);
  const sql = numberedPlaceholders(query, params.length);
  const compiled = {
    sql,
    parameters: Object.freeze([...params]),
    query: { kind: 'RawNode', sqlFragments: [sql], parameters: [] },
    queryId: { queryId: randomUUID() },
  };
  const result = await client.executeQuery(compiled as never);
  return result.rows as T[];
}

const connectionClient = (em: EntityManager) => em.getConnection().getClient();

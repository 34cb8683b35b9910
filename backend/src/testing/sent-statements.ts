import pg from 'pg';

export interface SentStatement {
  text: string;
  name?: string;
  values?: unknown[];
}

/**
 * Every statement any `pg` client of this process sent while `work` ran, as sent: literal text
 * (em.execute), or a prepared or bound statement with its name and values (preparedQuery,
 * selectBound). Read at the driver, so no path to the database goes uncounted.
 */
export async function statementsSent(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const original = pg.Client.prototype.query;
  const sent: SentStatement[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | SentStatement, unknown[] | undefined];
    sent.push(typeof config === 'string' ? { text: config, values } : { text: config.text, name: config.name, values: config.values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

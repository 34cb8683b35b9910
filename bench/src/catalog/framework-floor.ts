import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { withFreshDatabase } from '../bench-database.js';
import { APP_POOL_SIZE, captureStatements, cursorAfter, MEMBER, onlyStatement, signIn } from './catalog-bench.js';
import { alternate, figuresOf, saturate, type Target } from './load.js';
import { seedCatalog } from './seed-catalog.js';
import { benchAppEnvironment, startServerProcess, type ServerProcess } from './server-process.js';

/**
 * How close to the bare handler can a NestJS + passport application get? The catalog's paths, flat
 * out (16 connections, ABBA halves after a warm-up), on three servers over one seeded catalog: the
 * bare handler, the framework's floor (framework-floor-server.ts: the same statement behind one Nest
 * controller and passport-jwt's guard, nothing else) and the application. Prints each one's rate
 * and Node CPU per request against the bare handler's, as the catalog bench's flat-out ratio does.
 *
 *   node dist/bench/catalog/framework-floor.js [rounds]   (DATABASE_URL: a server to create a scratch database on)
 */
async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 2);
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  await withFreshDatabase(process.env.DATABASE_URL!, 'bench_catalog_floor', async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1, ...searchPathConnectionOptions });
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-catalog-floor-'));
    const servers: ServerProcess[] = [];
    try {
      await seedCatalog({ execute: (sql) => pool.query(sql) }, { owners: 400, reagents: 20_000 });
      const env = {
        ...benchAppEnvironment(url, dataDir, 'info'),
        BENCH_MEMBER_EMAIL: MEMBER.email,
        BENCH_MEMBER_PASSWORD: MEMBER.password,
      };
      const start = async (entry: string, extra: Record<string, string>) => {
        const server = await startServerProcess(new URL(entry, import.meta.url), extra);
        servers.push(server);
        return server;
      };
      const app = await start('./app-server.js', env);
      const bare = await start('./baseline-server.js', { DATABASE_URL: url, BENCH_POOL_SIZE: String(APP_POOL_SIZE) });
      const floor = await start('./framework-floor-server.js', { ...env, BENCH_POOL_SIZE: String(APP_POOL_SIZE) });
      const appUrl = `http://127.0.0.1:${app.port}`;
      const headers = { authorization: `Bearer ${await signIn(appUrl)}`, accept: 'application/json' };
      const paths = [
        ['browse, first page', '/api/reagents'],
        ['browse, page 51', `/api/reagents?cursor=${await cursorAfter(appUrl, headers, 50)}`],
        ["search 'acet'", '/api/reagents?search=acet'],
        ["search 'zebrafish'", '/api/reagents?search=zebrafish'],
      ] as const;
      const routes: Record<string, ReturnType<typeof onlyStatement>> = {};
      for (const [, path] of paths) routes[path] = onlyStatement(path, (await captureStatements(app, appUrl + path, headers)).catalog);
      await bare.ask({ type: 'routes', routes }, 'routes-set');
      await floor.ask({ type: 'routes', routes }, 'routes-set');
      const databasePids = async () =>
        (
          await pool.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => r.pid);
      const target = (server: ServerProcess, path: string): Target => ({
        url: `http://127.0.0.1:${server.port}${path}`,
        headers,
        pid: server.pid,
        databasePids,
      });
      for (let round = 1; round <= rounds; round++) {
        for (const [name, path] of paths) {
          const line = [`round ${round}, ${name}:`];
          for (const [label, server] of [
            ['floor', floor],
            ['app', app],
          ] as const) {
            const runs = await alternate((t, s) => saturate(t, 16, s), target(bare, path), target(server, path), 6, 2);
            const [b, s] = [figuresOf(runs.baseline, false), figuresOf(runs.app, false)];
            const errors = b.errors + s.errors ? ` (${b.errors}/${s.errors} errors)` : '';
            line.push(
              `${label} ${((s.perSecond / b.perSecond) * 100).toFixed(1)} % of bare (${s.perSecond.toFixed(0)} vs ${b.perSecond.toFixed(0)}/s), ` +
                `node ${s.cpuMsPerAnswer.toFixed(3)} vs ${b.cpuMsPerAnswer.toFixed(3)} ms, pg ${s.databaseCpuMsPerAnswer.toFixed(2)} vs ${b.databaseCpuMsPerAnswer.toFixed(2)} ms${errors};`,
            );
          }
          console.log(`${line.join(' ')} load ${loadavg()[0]!.toFixed(1)}`);
        }
      }
    } finally {
      for (const server of servers) await server.stop();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

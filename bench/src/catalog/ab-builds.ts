import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { withFreshDatabase } from '../bench-database.js';
import { alternate, figuresOf, saturate, type Target } from './load.js';
import { seedCatalog } from './seed-catalog.js';
import { benchAppEnvironment, startServerProcess, type ServerProcess } from './server-process.js';

const MEMBER = { email: 'bench-member@bench.example', password: 'Bench!Member1' };

/**
 * Two builds of the application, A and B (each a folder holding `dist/` as `npm run bench` builds
 * it, with its package.json and node_modules), on one seeded catalog, loaded in turn on each path
 * (16 connections flat out, ABBA halves after a warm-up of each): Node CPU per request of B against
 * A. On a shared machine the rounds move together, so the per-round ratio says more than either.
 *
 *   node dist/bench/catalog/ab-builds.js <folder A> <folder B> [rounds]   (DATABASE_URL: a server to create a scratch database on)
 */
async function main(): Promise<void> {
  const [folderA, folderB, rounds = '3'] = process.argv.slice(2);
  if (!folderA || !folderB) throw new Error('usage: ab-builds.js <folder A> <folder B> [rounds]');
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  await withFreshDatabase(process.env.DATABASE_URL!, 'bench_catalog_ab', async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1, ...searchPathConnectionOptions });
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-catalog-ab-'));
    const servers: ServerProcess[] = [];
    try {
      await seedCatalog({ execute: (sql) => pool.query(sql) }, { owners: 400, reagents: 20_000 });
      const env = {
        ...benchAppEnvironment(url, dataDir, 'info'),
        BENCH_MEMBER_EMAIL: MEMBER.email,
        BENCH_MEMBER_PASSWORD: MEMBER.password,
      };
      for (const folder of [folderA, folderB]) {
        servers.push(await startServerProcess(pathToFileURL(join(folder, 'dist/bench/catalog/app-server.js')), env));
      }
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const headersOf = async (server: ServerProcess) => {
        const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(MEMBER),
        });
        const { accessToken } = (await res.json()) as { accessToken: string };
        return { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
      };
      const [headersA, headersB] = [await headersOf(a), await headersOf(b)];
      let cursor: string | null = null;
      for (let page = 0; page < 50; page++) {
        const res = await fetch(`http://127.0.0.1:${a.port}/api/reagents${cursor ? `?cursor=${cursor}` : ''}`, { headers: headersA });
        cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
      }
      const paths = [
        ['browse, first page', '/api/reagents'],
        ['browse, page 51', `/api/reagents?cursor=${cursor}`],
        ["search 'acet'", '/api/reagents?search=acet'],
        ["search 'zebrafish'", '/api/reagents?search=zebrafish'],
      ] as const;
      const databasePids = async () =>
        (
          await pool.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => r.pid);
      for (let round = 1; round <= Number(rounds); round++) {
        for (const [name, path] of paths) {
          const targetA: Target = { url: `http://127.0.0.1:${a.port}${path}`, headers: headersA, pid: a.pid, databasePids };
          const targetB: Target = { url: `http://127.0.0.1:${b.port}${path}`, headers: headersB, pid: b.pid, databasePids };
          const runs = await alternate((t, s) => saturate(t, 16, s), targetA, targetB, 6, 3);
          const [figuresA, figuresB] = [figuresOf(runs.baseline, false), figuresOf(runs.app, false)];
          console.log(
            `round ${round}, ${name}: A ${figuresA.cpuMsPerAnswer.toFixed(3)} ms node/request (${figuresA.perSecond.toFixed(0)}/s, ` +
              `${figuresA.errors} errors), B ${figuresB.cpuMsPerAnswer.toFixed(3)} ms (${figuresB.perSecond.toFixed(0)}/s, ` +
              `${figuresB.errors} errors), B/A ${(figuresB.cpuMsPerAnswer / figuresA.cpuMsPerAnswer).toFixed(3)}, load ${loadavg()[0]!.toFixed(1)}`,
          );
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

import { loadavg } from 'node:os';
import { loadAverage, machineLine } from '../machine.js';
import { APP_POOL_SIZE, captureStatements, onlyStatement } from './catalog-bench.js';
import { alternate, figuresOf, saturate } from './load.js';
import { catalogPaths, memberHeaders, withSeededCatalog } from './seeded-catalog.js';

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
  console.log(machineLine());
  console.log(`load average at the start: ${loadAverage()}`);
  await withSeededCatalog('bench_catalog_floor', async (catalog) => {
    const pool = { BENCH_POOL_SIZE: String(APP_POOL_SIZE) };
    const app = await catalog.start(new URL('./app-server.js', import.meta.url), catalog.appEnvironment);
    const bare = await catalog.start(new URL('./baseline-server.js', import.meta.url), { DATABASE_URL: catalog.url, ...pool });
    const floor = await catalog.start(new URL('./framework-floor-server.js', import.meta.url), { ...catalog.appEnvironment, ...pool });
    const appUrl = `http://127.0.0.1:${app.port}`;
    const headers = await memberHeaders(appUrl);
    const paths = await catalogPaths(appUrl, headers);
    const routes: Record<string, ReturnType<typeof onlyStatement>> = {};
    for (const [, path] of paths) routes[path] = onlyStatement(path, (await captureStatements(app, appUrl + path, headers)).catalog);
    await bare.ask({ type: 'routes', routes }, 'routes-set');
    await floor.ask({ type: 'routes', routes }, 'routes-set');
    for (let round = 1; round <= rounds; round++) {
      for (const [name, path] of paths) {
        const line = [`round ${round}, ${name}:`];
        for (const [label, server] of [
          ['floor', floor],
          ['app', app],
        ] as const) {
          const runs = await alternate(
            (t, s) => saturate(t, 16, s),
            catalog.target(bare, path, headers),
            catalog.target(server, path, headers),
            6,
            2,
          );
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
  });
  console.log(`load average at the end: ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

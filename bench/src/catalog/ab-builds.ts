import { loadavg } from 'node:os';
import { loadAverage, machineLine } from '../machine.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { alternate, figuresOf, saturate } from './load.js';
import { catalogPaths, memberHeaders, withSeededCatalog } from './seeded-catalog.js';

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
  console.log(machineLine());
  console.log(`load average at the start: ${loadAverage()}`);
  await withSeededCatalog('bench_catalog_ab', async (catalog) => {
    const appOf = (folder: string) => pathToFileURL(join(folder, 'dist/bench/catalog/app-server.js'));
    const a = await catalog.start(appOf(folderA), catalog.appEnvironment);
    const b = await catalog.start(appOf(folderB), catalog.appEnvironment);
    const [headersA, headersB] = [await memberHeaders(`http://127.0.0.1:${a.port}`), await memberHeaders(`http://127.0.0.1:${b.port}`)];
    const paths = await catalogPaths(`http://127.0.0.1:${a.port}`, headersA);
    for (let round = 1; round <= Number(rounds); round++) {
      for (const [name, path] of paths) {
        const targetA = catalog.target(a, path, headersA);
        const targetB = catalog.target(b, path, headersB);
        const runs = await alternate((t, s) => saturate(t, 16, s), targetA, targetB, 6, 3);
        const [figuresA, figuresB] = [figuresOf(runs.baseline, false), figuresOf(runs.app, false)];
        console.log(
          `round ${round}, ${name}: A ${figuresA.cpuMsPerAnswer.toFixed(3)} ms node/request (${figuresA.perSecond.toFixed(0)}/s, ` +
            `${figuresA.errors} errors), B ${figuresB.cpuMsPerAnswer.toFixed(3)} ms (${figuresB.perSecond.toFixed(0)}/s, ` +
            `${figuresB.errors} errors), B/A ${(figuresB.cpuMsPerAnswer / figuresA.cpuMsPerAnswer).toFixed(3)}, load ${loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
  });
  console.log(`load average at the end: ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { chromePath, runLighthouse } from './lighthouse-page.js';
import { loadAverage, machineLine } from '../machine.js';
import { figuresFromLhr, pageRuns, printWebResult, type PageFigures } from './web-figures.js';

/**
 * `node dist/bench/web/stack-floor.js [rounds]` (after `nx run bench:build`): what the product's stack costs a phone
 * before any of the app's own work, measured the way the web bench measures the app (Lighthouse 12's mobile preset in
 * Debian's Chromium). Two pages from bench/web-floor, built by Vite for production as the app is (its vite.config.ts):
 * - `react`: React 19 alone rendering a heading and a line;
 * - `stack`: React, Redux Toolkit with an RTK Query API, React Router's data router and antd with the app's theme
 *   (zeroRuntime), rendering one small card.
 * Served as the app serves its build (brotli, immutable assets, no-cache documents), each page `rounds` times
 * (default 5), interleaved; the table shows each page's median run as the web bench chooses it, and the spread.
 * Issue 15's targets (TBT ≤ 200 ms, score ≥ 90) are only reachable by the app if they are by its floor.
 */
const ROOT = resolve('bench/web-floor');
const OUT = resolve('var/web-floor');
const PAGES = ['react', 'stack'] as const;

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>';
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

async function buildFloorPages(): Promise<void> {
  await build({ configFile: join(ROOT, 'vite.config.ts') });
}

/** The build, served as the app serves its own: brotli for whoever accepts it, hashed assets cached for a year. */
function serveFloorPages(): Promise<{ server: Server; baseUrl: string }> {
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://floor').pathname;
      // The Lighthouse runner opens the origin's favicon first, to set its local storage there.
      if (path === '/favicon.svg') return void response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(FAVICON);
      const file = path.startsWith('/assets/') ? path : `/${path.slice(1) || 'react'}.html`;
      try {
        const body = await readFile(join(OUT, file));
        const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (brotli && !compressed.has(file))
          compressed.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        response.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          Vary: 'Accept-Encoding',
          ...(brotli ? { 'Content-Encoding': 'br' } : {}),
        });
        response.end(brotli ? compressed.get(file) : body);
      } catch {
        response.writeHead(404).end();
      }
    })();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 5);
  console.log(`Stack floor. ${machineLine()}; load average ${loadAverage()}`);
  console.log(`Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in ${chromePath()}, ${rounds} rounds`);
  await buildFloorPages();
  const { server, baseUrl } = await serveFloorPages();
  const runs = new Map<string, PageFigures[]>(PAGES.map((page) => [page, []]));
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of PAGES) {
        const { lhr } = await runLighthouse(`${baseUrl}/${page}`);
        const f = figuresFromLhr(page, lhr);
        runs.get(page)?.push(f);
        console.log(
          `  round ${round} ${page}: score ${f.score}, FCP ${Math.round(f.fcpMs)} ms, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, JS ${(f.scriptBytes / 1024).toFixed(1)} KiB, CPU index ${f.benchmarkIndex}`,
        );
      }
    }
  } finally {
    server.close();
  }
  console.log(`\nEach page's median run (load average after: ${loadAverage()}):\n`);
  printWebResult(
    PAGES.map((page) => pageRuns(runs.get(page) ?? [])),
    (line) => console.log(line),
  );
}

await main();

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page, type Request } from './support/test';

/**
 * A deploy while a browser holds the service worker (issue 15): the browser loads build A, the
 * server's folder is replaced by build B, and the next load must run B's code — no stale
 * index.html from the worker or the HTTP cache pinning the browser to A.
 *
 * Both builds are the real dist/frontend plus one hashed module of their own, named by its content
 * hash as Vite names its output, that index.html loads, and both go through the real
 * precompression (scripts/precompress-assets.mjs, so index.html.br is rewritten too). A second
 * server (the built backend, FRONTEND_DIR pointed at a temporary folder) serves them beside the
 * shared one; it reuses the run's database and Redis.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const BASE = `http://localhost:${PORT}`;

interface Build {
  name: string;
  marker: string;
}

/** dist/frontend plus `assets/build-<hash>.js`, which stamps the page with the build's name. */
function writeBuild(dir: string, name: string): Build {
  cpSync(resolve('dist/frontend'), dir, { recursive: true });
  const code = `document.documentElement.dataset.build = ${JSON.stringify(name)};\n`;
  const marker = `/assets/build-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dir, marker), code);
  // index.html and the pages' own copies of it (frontend/build/page-shells.ts: / is served pages/index.html).
  const pages = readdirSync(join(dir, 'pages')).filter((file) => file.endsWith('.html'));
  for (const page of ['index.html', ...pages.map((file) => join('pages', file))]) {
    const path = join(dir, page);
    writeFileSync(path, readFileSync(path, 'utf8').replace('</head>', `<script type="module" src="${marker}"></script></head>`));
  }
  const precompressed = spawnSync(process.execPath, ['scripts/precompress-assets.mjs', dir], { encoding: 'utf8' });
  expect(precompressed.status, precompressed.stderr).toBe(0);
  return { name, marker };
}

async function startServer(frontendDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/backend/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      FRONTEND_DIR: frontendDir,
      DATA_DIR: 'var/e2e-service-worker',
      // Used only without DATABASE_URL: an embedded PostgreSQL of its own, beside the shared server's.
      EMBEDDED_PG_PORT: '54338',
      // It only serves the two builds: no seeding, and none of its own schedules in the shared database.
      SEED_DEMO_DATA: 'false',
      LEDGER_CHECKPOINT_INTERVAL_MINUTES: '0',
      DIGEST_SEND_TIME: 'off',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: '1',
    },
    // Its start-up log would bury the test's own output; errors still show (stderr).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect(async () => {
    expect(server.exitCode, 'the server exited').toBeNull();
    expect((await fetch(`${BASE}/api/health/live`)).ok).toBe(true);
  }).toPass({ timeout: 120_000 });
  return server;
}

/** Loads the home page as a visitor does (a navigation, not a forced reload) and says which build ran. */
async function load(page: Page): Promise<{ build: string | null; scripts: string[] }> {
  const scripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(`${BASE}/`);
  await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
  await expect(page.locator('#root')).not.toBeEmpty();
  page.off('request', onRequest);
  return { build: await page.locator('html').getAttribute('data-build'), scripts };
}

test.describe('service worker across a deploy', () => {
  let root: string;
  let served: string;
  let server: ChildProcess | undefined;
  let buildA: Build;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    root = mkdtempSync(join(tmpdir(), 'sw-upgrade-'));
    served = join(root, 'served');
    buildA = writeBuild(served, 'A');
    server = await startServer(served);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('build A, load, build B, reload → B runs, A is not asked for', async ({ page }) => {
    await test.step('build A loads and its service worker takes control', async () => {
      expect((await load(page)).build).toBe('A');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
      // A second load under the worker, so that anything it or the HTTP cache keeps of A is kept.
      const again = await load(page);
      expect(again.build).toBe('A');
      expect(again.scripts).toContain(buildA.marker);
    });

    const buildB = await test.step('build B replaces A in the served folder', async () => {
      const next = join(root, 'next');
      const b = writeBuild(next, 'B');
      expect(b.marker).not.toBe(buildA.marker);
      rmSync(served, { recursive: true, force: true });
      renameSync(next, served);
      expect(existsSync(join(served, buildA.marker))).toBe(false);
      return b;
    });

    await test.step("the next load runs B's code and never asks for A's", async () => {
      const afterDeploy = await load(page);
      expect(afterDeploy.build).toBe('B');
      expect(afterDeploy.scripts).toContain(buildB.marker);
      expect(afterDeploy.scripts).not.toContain(buildA.marker);
    });

    await test.step('a reload too, and the worker keeps no cache that could go stale', async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-build', 'B');
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(await page.evaluate(() => caches.keys())).toEqual([]);
    });
  });
});

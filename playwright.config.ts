import { defineConfig, devices } from '@playwright/test';

/**
 * Browser end-to-end tests. The backend serves the built frontend (dist/frontend), so
 * `npm test` builds both before running these. Playwright's own browser download is not used:
 * point CHROMIUM_PATH at a Chromium (Debian: `apt-get install -y chromium`).
 */
// E2E_PORT lets a second run (another checkout) use the machine at the same time.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

const passThrough: Record<string, string> = {};
for (const key of ['DATABASE_URL', 'REDIS_URL'] as const) {
  const value = process.env[key];
  if (value) passThrough[key] = value;
}

/**
 * Files that read totals every other test changes (finance: the report against the ledger; the swap
 * journey: the admin's figures before and after its swap) or measure the page while it loads
 * (layout shift; the service worker across a deploy, which also starts a second server): they run
 * after the rest, one at a time, with nothing beside them.
 */
const ALONE = ['finance.spec.ts', 'swap-journey.spec.ts', 'layout-shift.spec.ts', 'service-worker-upgrade.spec.ts'];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Two files at a time (each file's tests stay in order in one browser): every test signs up the
  // members it changes, so files do not see each other's data; E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // 20 s, not 10: in a full run at the CI's load (two workers' Chromium 156 beside the server, load average 12–19 on
  // 2 cores) the admin panel showed its first card 10–11 s after navigation, while alone it takes 2 s. A wait, not a
  // speed check: speed is the web bench's (npm run bench -- web).
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace only for a failed test's retry (CI retries once): recording one for every test (screencast frames and DOM
    // snapshots, 'retain-on-failure') cost about 40 % of the browser stage's CPU on 2 cores — Chromium's browser and
    // GPU processes, 95 → 55 CPU-seconds for three files — and CI's wall time with it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: ALONE },
    { name: 'chromium-alone', use: chromium, testMatch: ALONE, workers: 1, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node dist/backend/main.js',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'var/e2e',
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_PORT: '54339',
      // Every test signs in several times from 127.0.0.1; the limit itself is covered by API tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      WRITE_RATE_LIMIT_PER_MINUTE: '1000',
      ...passThrough,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

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

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      },
    },
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

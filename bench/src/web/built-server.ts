import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { stopChild } from '../catalog/server-process.js';

export interface BuiltServer {
  baseUrl: string;
  /** The server's own process (node running main.js), e.g. to read its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

/** The built application (dist/backend/main.js, which serves dist/frontend), as `npm start` runs it. */
const MAIN = new URL(import.meta.resolve('#backend/main.js'));
const START_TIMEOUT_MS = 180_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts `node dist/backend/main.js` in a process of its own with the defaults `npm start` has
 * (development mode, demo data seeded at start), on a free port and over `databaseUrl`, and waits
 * until it answers /api/health/live. Seeding happens before the server listens, so the demo data
 * is there once it answers. What the defaults would add and a page load must not pay for is
 * switched off: the scheduled digest and ledger checkpoint jobs, per-request info logs, and Redis
 * (the bench's REDIS_URL is for the messaging bench). The sign-in rate limit is raised because the
 * bench signs in once per member page.
 */
export async function startBuiltServer(databaseUrl: string, dataDir: string): Promise<BuiltServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    DIGEST_SEND_TIME: 'off',
    LEDGER_CHECKPOINT_INTERVAL_MINUTES: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [MAIN.pathname], {
    env,
    stdio: process.env.BENCH_SERVER_OUTPUT === '1' ? 'inherit' : ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${MAIN.pathname} exited (${code}) before it answered; is the build there (npm run build)?`)),
    ),
  );
  // Only the race below reads it; once the server answered, its exit at stop() is expected.
  exited.catch(() => undefined);
  const deadline = Date.now() + START_TIMEOUT_MS;
  const answered = (async () => {
    while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
      const ok = await fetch(`${baseUrl}/api/health/live`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${MAIN.pathname} did not answer within ${START_TIMEOUT_MS / 1000} s`);
  })();
  answered.catch(() => undefined);
  try {
    await Promise.race([answered, exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop: () => stopChild(child) };
}

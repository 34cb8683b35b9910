import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Clients (browsers, proxies, Playwright's and
 * supertest's agents) reuse a pooled connection without knowing the server's timeout; with Node's
 * default of 5 s, a request sent as the server closes that connection fails with ECONNRESET (seen in
 * CI). Longer than the usual proxies' 60 s, so the client side closes first.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections open longer than clients keep them (see IDLE_CONNECTION_MS). */
export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Node requires the header timeout to outlast the keep-alive timeout, or a reused connection's request can be cut off.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}

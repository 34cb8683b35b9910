import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { Histogram, type Registry } from 'prom-client';
import { isSocketTransport, routeLabel } from './metrics/http-route-label.js';

/**
 * Every HTTP request of the server, seen from node's 'request' event (so the frontend's files and
 * requests refused by middleware count too): its latency by method, route pattern and status, and
 * the requests still running, which a graceful shutdown waits for. Once draining, answers ask the
 * client to close its connection, so no keep-alive connection outlives the drain.
 */
@Injectable()
export class HttpTraffic {
  private draining = false;
  private readonly running = new Set<ServerResponse>();
  private idleWaiters: (() => void)[] = [];
  private duration?: Histogram<'method' | 'route' | 'status'>;

  /** Called once the server exists (ObservabilityModule, at bootstrap). */
  attach(server: Server, registry: Registry): void {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => this.track(request, response));
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Requests in flight, socket.io transports excluded. */
  get inFlight(): number {
    return this.running.size;
  }

  /** From now on readiness fails and answers close their connections; those already running finish. */
  beginDraining(): void {
    this.draining = true;
    for (const response of this.running) if (!response.headersSent) response.setHeader('Connection', 'close');
  }

  /** Resolves once no request is in flight. */
  whenIdle(): Promise<void> {
    if (this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private track(request: IncomingMessage, response: ServerResponse): void {
    const stopTimer = this.duration?.startTimer({ method: request.method ?? 'UNKNOWN' });
    const socketTransport = isSocketTransport(request);
    if (!socketTransport) this.running.add(response);
    if (this.draining) response.setHeader('Connection', 'close');
    // 'close' fires after 'finish' and also when the client gives up: either way the work is over.
    response.once('close', () => {
      if (response.writableFinished) stopTimer?.({ route: routeLabel(request), status: String(response.statusCode) });
      if (socketTransport) return;
      this.running.delete(response);
      if (this.running.size === 0) this.notifyIdle();
    });
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

import { Gauge, type Registry } from 'prom-client';
import type { MetricSources } from './metric-sources.js';

/** Gauges read through the readers modules registered in MetricSources (sockets, job queues). */
export function registerModuleSourceMetrics(registry: Registry, sources: MetricSources): void {
  new Gauge({
    name: 'reagentswap_socketio_connected_sockets',
    help: 'socket.io clients connected to this instance',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'reagentswap_queue_jobs',
    help: 'Jobs per queue and state (bull on Redis: the whole queue; in-process: this instance)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        [...sources.queues].map(async ([queue, read]) => {
          const counts = await read();
          for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ queue, state }, counts[state]);
        }),
      );
    },
  });
}

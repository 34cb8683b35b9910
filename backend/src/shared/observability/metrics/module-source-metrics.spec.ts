import { Registry } from 'prom-client';
import { MetricSources } from './metric-sources.js';
import { registerModuleSourceMetrics } from './module-source-metrics.js';
import { scrapeOnce } from './scrape-once.js';

// Also proves prom-client (CommonJS, no @nestjs imports) loads under Jest's native ESM (ADR 0014).
describe('gauges read from module sources at scrape time', () => {
  it('reports the sockets and each queue by state as registered readers count them', async () => {
    const registry = new Registry();
    const sources = new MetricSources();
    registerModuleSourceMetrics(registry, sources);
    let sockets = 2;
    sources.countSocketsWith(() => sockets);
    sources.countQueueWith('email', () => Promise.resolve({ waiting: 3, active: 1, delayed: 4 }));

    let text = await registry.metrics();
    expect(text).toContain('reagentswap_socketio_connected_sockets 2');
    expect(text).toContain('reagentswap_queue_jobs{queue="email",state="waiting"} 3');
    expect(text).toContain('reagentswap_queue_jobs{queue="email",state="active"} 1');
    expect(text).toContain('reagentswap_queue_jobs{queue="email",state="delayed"} 4');

    sockets = 5;
    text = await registry.metrics();
    expect(text).toContain('reagentswap_socketio_connected_sockets 5');
  });
});

describe('scrapeOnce', () => {
  it('shares one read among the gauges of a scrape, and reads afresh on the next one', async () => {
    let reads = 0;
    const read = scrapeOnce(async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });
});

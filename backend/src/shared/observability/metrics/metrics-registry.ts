import type { MikroORM } from '@mikro-orm/postgresql';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { registerDatabasePoolMetrics } from './database-pool-metrics.js';
import type { MetricSources } from './metric-sources.js';
import { registerModuleSourceMetrics } from './module-source-metrics.js';
import { registerOutboxMetrics } from './outbox-metrics.js';

/**
 * One registry per application (not prom-client's global one: tests run several apps in a
 * process). Every gauge is read in its collect() at scrape time, so nothing polls between scrapes.
 * HttpTraffic adds the request histogram.
 */
export function createMetricsRegistry(orm: MikroORM, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerOutboxMetrics(registry, orm);
  registerDatabasePoolMetrics(registry, orm);
  registerModuleSourceMetrics(registry, sources);
  return registry;
}

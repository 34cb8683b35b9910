import { Global, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Registry } from 'prom-client';
import { HttpTraffic } from './http-traffic.js';
import { MetricSources } from './metrics/metric-sources.js';
import { createMetricsRegistry } from './metrics/metrics-registry.js';
import { MetricsController } from './metrics/metrics.controller.js';

/**
 * Operability (ADR 0014): Prometheus metrics, the request tracking a graceful shutdown drains, and
 * MetricSources, through which modules expose what only they can count. Global so that a module
 * registers a reader without importing this one.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricSources, HttpTraffic, { provide: Registry, inject: [MikroORM, MetricSources], useFactory: createMetricsRegistry }],
  exports: [MetricSources, HttpTraffic],
})
export class ObservabilityModule implements OnApplicationBootstrap {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly traffic: HttpTraffic,
    private readonly registry: Registry,
  ) {}

  onApplicationBootstrap(): void {
    // Absent in an application context without HTTP (scripts, benches).
    const server = this.adapterHost.httpAdapter?.getHttpServer();
    if (server) this.traffic.attach(server, this.registry);
  }
}

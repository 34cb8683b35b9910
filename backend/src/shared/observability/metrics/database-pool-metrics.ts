import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Gauge, type Registry } from 'prom-client';

/**
 * The pg Pool under MikroORM 7 (kysely's PostgresDialect): open, idle and waiting clients, read
 * from the pool's own counters at scrape time (no query).
 */
export function registerDatabasePoolMetrics(registry: Registry, orm: MikroORM): void {
  new Gauge({
    name: 'reagentswap_db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting); max is the pool size',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      this.set({ state: 'max' }, pool.options.max ?? 10);
    },
  });
}

import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators.js';
import { toProblem } from '../errors/problem-details.filter.js';
import { HttpTraffic } from '../observability/http-traffic.js';
import { databaseAnswers, missingMigrations, NotReadyError, type CheckResult } from './health-checks.js';
import { REDIS_HEALTH, type RedisHealth } from './redis-health.js';

/**
 * Probes (ADR 0014). `/health` is the summary it always was; `/health/live` says the process
 * answers (restart it when it does not) and touches no dependency, so a database outage never gets
 * every instance restarted; `/health/ready` says this instance should get traffic.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly traffic: HttpTraffic,
    @Optional() @Inject(REDIS_HEALTH) private readonly redis?: RedisHealth,
  ) {}

  @Public()
  @Get()
  async health() {
    const [database, redis] = await Promise.all([databaseAnswers(this.em), this.redisCheck()]);
    const status = database === 'up' && redis !== 'down' ? 'ok' : 'degraded';
    return { status, database, redis };
  }

  @Public()
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** 200 when the database answers, Redis (if configured) too, every migration is applied and no shutdown began; else 503 naming what failed. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const [database, redis] = await Promise.all([databaseAnswers(this.em), this.redisCheck()]);
    const missing = database === 'up' ? await missingMigrations(this.em).catch(() => undefined) : undefined;
    const checks = {
      database,
      redis,
      migrations: missing === undefined ? ('unknown' as const) : missing.length === 0 ? ('up' as const) : { missing },
      shutdown: this.traffic.isDraining ? ('draining' as const) : ('no' as const),
    };
    const failed = [
      database !== 'up' && 'database',
      redis === 'down' && 'redis',
      checks.migrations !== 'up' && 'migrations',
      this.traffic.isDraining && 'shutdown',
    ].filter((name): name is string => typeof name === 'string');
    if (failed.length === 0) return { status: 'ready', checks };
    // Written here rather than thrown: a probe's 503 is an answer, not an error to log on every poll.
    res.status(503).type('application/problem+json');
    return { ...toProblem(new NotReadyError(failed)), failed, checks };
  }

  private redisCheck(): Promise<CheckResult> {
    return this.redis ? this.redis.ping() : Promise.resolve('not configured');
  }
}

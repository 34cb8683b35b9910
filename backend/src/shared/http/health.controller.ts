import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Public } from '../auth/auth.decorators.js';
import { REDIS_HEALTH, type RedisHealth } from './redis-health.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Optional() @Inject(REDIS_HEALTH) private readonly redis?: RedisHealth,
  ) {}

  @Public()
  @Get()
  async health() {
    const database = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const redis = this.redis ? await this.redis.ping() : ('not configured' as const);
    const status = database === 'up' && redis !== 'down' ? 'ok' : 'degraded';
    return { status, database, redis };
  }
}

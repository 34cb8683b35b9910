import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { RateLimitGuard } from './rate-limit.js';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

async function createStore(config: AppConfig): Promise<RateLimitStore> {
  if (!config.REDIS_URL) return new MemoryRateLimitStore();
  const store = new RedisRateLimitStore(config.REDIS_URL, `${config.RATE_LIMIT_PREFIX}:`);
  await store.connect();
  return store;
}

/** One store for every limiter of the app: in Redis when REDIS_URL is set, so limits hold across instances. */
@Global()
@Module({})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [{ provide: RATE_LIMIT_STORE, useFactory: () => createStore(config) }, RateLimitGuard],
      exports: [RATE_LIMIT_STORE, RateLimitGuard],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

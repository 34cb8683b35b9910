import { Redis } from 'ioredis';

export const REDIS_HEALTH = Symbol('REDIS_HEALTH');

export interface RedisHealth {
  ping(): Promise<'up' | 'down'>;
  close(): Promise<void>;
}

export function redisHealth(url: string): RedisHealth {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  return {
    ping: async () => {
      try {
        if (client.status === 'wait' || client.status === 'end') await client.connect();
        return (await client.ping()) === 'PONG' ? 'up' : 'down';
      } catch {
        return 'down';
      }
    },
    close: async () => {
      client.disconnect();
    },
  };
}

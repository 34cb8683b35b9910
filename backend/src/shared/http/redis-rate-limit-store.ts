import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { MemoryRateLimitStore, type RateLimitStore, type Reservation, type WindowCount } from './rate-limit-store.js';

/**
 * INCR and the expiry in one script, so two instances counting the same key at once can neither
 * lose a hit nor leave a counter without an expiry (which would lock its key for good).
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

/**
 * RESERVE: the blocking key's check, the limit's check and the count in one script, so attempts
 * racing on several instances cannot all pass the checks before any of them is counted.
 * KEYS[1] counter, KEYS[2] blocking key (an unused key when there is none); ARGV limit, window.
 */
const RESERVE = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return {0, 1, blocked} end
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {0, count, math.max(redis.call('PTTL', KEYS[1]), 0)} end
count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {1, count, ttl}`;

/**
 * Counters shared by every instance on one Redis. While Redis is unreachable each instance falls
 * back to its own memory: limits then hold per process, as they would without Redis, rather than
 * refusing every sign-in or letting every attempt through.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly fallback = new MemoryRateLimitStore();
  private readonly client: Redis;
  private warnedAt = 0;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.client.on('error', () => undefined); // reported once per minute by `degraded` below
  }

  /** Connects before the first request so early hits are not counted only locally. */
  async connect(): Promise<void> {
    try {
      await this.client.connect();
    } catch (error) {
      this.degraded(error);
    }
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.run(HIT, key, [windowMs], () => this.fallback.hit(key, windowMs));
  }

  async reserve(key: string, limit: number, windowMs: number, blockedBy?: string): Promise<Reservation> {
    const keys = [this.prefix + key, this.prefix + (blockedBy ?? `${key}:unblocked`)];
    try {
      const [granted, count, ttl] = (await this.client.eval(RESERVE, 2, ...keys, limit, windowMs)) as [number, number, number];
      return { granted: granted === 1, count, resetInMs: Math.max(0, ttl) };
    } catch (error) {
      this.degraded(error);
      return this.fallback.reserve(key, limit, windowMs, blockedBy);
    }
  }

  peek(key: string): Promise<WindowCount> {
    return this.run(PEEK, key, [], () => this.fallback.peek(key));
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.client.del(this.prefix + key);
    } catch (error) {
      this.degraded(error);
    }
  }

  async close(): Promise<void> {
    this.client.disconnect();
    await this.fallback.close();
  }

  private async run(script: string, key: string, args: number[], fallback: () => Promise<WindowCount>): Promise<WindowCount> {
    try {
      const [count, ttl] = (await this.client.eval(script, 1, this.prefix + key, ...args)) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    } catch (error) {
      this.degraded(error);
      return fallback();
    }
  }

  private degraded(error: unknown): void {
    const now = Date.now();
    if (now - this.warnedAt < 60_000) return;
    this.warnedAt = now;
    this.logger.warn(`Redis unreachable, rate limits held per process for now: ${error instanceof Error ? error.message : String(error)}`);
  }
}

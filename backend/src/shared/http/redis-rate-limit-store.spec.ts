import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

describe('RedisRateLimitStore while Redis is unreachable', () => {
  let store: RedisRateLimitStore;
  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    store = new RedisRateLimitStore('redis://127.0.0.1:1', 'test:');
    await store.connect();
  });
  afterAll(() => store.close());

  it('keeps counting in process memory instead of failing every request or letting all through', async () => {
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('k', 60_000)).count).toBe(2);
    expect((await store.peek('k')).count).toBe(2);
    await store.reset('k');
    expect((await store.peek('k')).count).toBe(0);
  });

  it('reserves from process memory too', async () => {
    expect((await store.reserve('r', 1, 60_000)).granted).toBe(true);
    expect((await store.reserve('r', 1, 60_000)).granted).toBe(false);
  });

  it('says so in the log', () => {
    expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining('Redis unreachable'));
  });
});

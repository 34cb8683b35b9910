import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { OutboxRelay } from '../outbox-relay.service.js';

/**
 * Runs relay passes until `check` returns something truthy, and returns it. Tests share one
 * database and every test app relays, so an event may be delivered by another app: waiting for the
 * outcome, not for this app's pass, is what holds.
 */
export async function relayUntil<T>(
  app: INestApplicationContext,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 45_000,
): Promise<T> {
  const relay = app.get(OutboxRelay);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await relay.drain();
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error('relayUntil: the expected outcome never came');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Builds an app whose relay never starts by itself: a process that "dies" after its commits and before any subscriber ran. */
export async function withoutRelay<T>(build: () => Promise<T>): Promise<T> {
  // Never woken (no LISTEN, no poll, kicks ignored); an explicit drain() still runs, as a test's own relay pass.
  const start = jest.spyOn(OutboxRelay.prototype, 'start').mockResolvedValue(undefined);
  try {
    return await build();
  } finally {
    start.mockRestore();
  }
}

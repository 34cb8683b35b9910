import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
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

/**
 * Leaves a statement count that relays only its own work. The files before it in the same Jest
 * worker leave undelivered events behind (their apps closed mid-delivery), marked delivered here,
 * unrelayed; and push devices whose fake push service is gone: a reagent listed in the set-up is
 * pushed to every subscribed member, and those sends' retries (seconds apart) would land in the count.
 */
export async function setAsideEarlierFiles(app: INestApplicationContext): Promise<void> {
  const em = app.get(MikroORM).em.fork();
  await em.execute(`update event_deliveries set status = 'done', done_at = now() where status = 'pending'`);
  await em.execute(`update outbox set dispatched_at = coalesce(dispatched_at, now()), delivered_at = now() where delivered_at is null`);
  await em.execute(`delete from push_subscriptions`);
}

// Runs before every API test file (Jest `setupFilesAfterEnv`, after worker-environment.ts pointed
// DATABASE_URL at this worker's database), ahead of the file's own hooks.
import { beforeAll } from '@jest/globals';
import pg from 'pg';
import { searchPathConnectionOptions } from '../shared/database/module-schemas.js';

/**
 * The files of one Jest worker share its database, and each test app relays every undelivered event
 * it finds. An earlier file leaves events behind (its apps closed mid-delivery; a 10,000-row CSV
 * import leaves 10,001), and push devices whose fake push service is gone: a later file's relay then
 * spends its test on them — the digest schedule's app could not close within 60 s, a parked delivery's
 * retry came too late, a statement count held a stranger's push retries. So each file starts with
 * them set aside: undelivered events marked delivered, unrelayed; earlier files' push devices removed.
 */
beforeAll(async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, ...searchPathConnectionOptions });
  await client.connect();
  try {
    await client.query(`update event_deliveries set status = 'done', done_at = now() where status = 'pending'`);
    await client.query(`update outbox set dispatched_at = coalesce(dispatched_at, now()), delivered_at = now() where delivered_at is null`);
    await client.query(`delete from push_subscriptions`);
  } finally {
    await client.end();
  }
});

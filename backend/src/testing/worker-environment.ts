// Runs in every API test file before it loads (Jest `setupFiles`): points DATABASE_URL and
// REDIS_URL at this Jest worker's own database and Redis index, which global-setup.mjs prepared.
// Derived from the TEST_* variables each time, so it does not matter whether the files of one
// worker share process.env.
import { workerDatabaseUrl, workerRedisUrl } from './test-database.js';

const workerId = process.env.JEST_WORKER_ID ?? '1';
const prepared = Number(process.env.TEST_WORKERS ?? 0);
if (!process.env.TEST_DATABASE_URL || Number(workerId) > prepared) {
  throw new Error(`No test database was prepared for Jest worker ${workerId} (global-setup.mjs prepared ${prepared}).`);
}
process.env.DATABASE_URL = workerDatabaseUrl(process.env.TEST_DATABASE_URL, workerId);
if (process.env.TEST_REDIS_URL) process.env.REDIS_URL = workerRedisUrl(process.env.TEST_REDIS_URL, workerId);

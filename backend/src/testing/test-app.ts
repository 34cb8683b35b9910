import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../bootstrap/create-app.js';
import { loadConfig } from '../config/load-config.js';
import { EnsureAccountCommand } from '../modules/identity/index.js';
import { STRONG_PASSWORD, uniqueEmail } from './test-credentials.js';
import type { AccountOptions, SignedInAccount, TestApp } from './test-app.types.js';

export type { AccountOptions, SignedInAccount, TestApp } from './test-app.types.js';
export { STRONG_PASSWORD, uniqueEmail } from './test-credentials.js';

/**
 * Pub/sub channels ignore the Redis db number that keeps Jest workers' keys apart, so apps with
 * REDIS_URL get a socket.io channel prefix of this test file's own (its apps share it, as
 * instances of one deployment do) unless the test names one.
 */
const REALTIME_CHANNELS = `test-${randomUUID().slice(0, 8)}:socket.io`;

/** The real application (same createApp as production) against the test database. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<CreateAppOptions, 'extraModules' | 'frontendDir'> & { databaseUrl?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    SEED_DEMO_DATA: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    FORM_RATE_LIMIT_PER_MINUTE: '10000',
    WRITE_RATE_LIMIT_PER_MINUTE: '10000',
    // One folder per Jest worker: two workers generating the VAPID keys at once would read half-written files.
    DATA_DIR: `var/test-data/worker-${process.env.JEST_WORKER_ID ?? '1'}`,
    REALTIME_REDIS_PREFIX: REALTIME_CHANNELS,
    ...env,
  });
  const app = await createApp({
    config,
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL!,
    extraModules: options.extraModules,
    frontendDir: options.frontendDir,
  });
  await app.init();
  const server = app.getHttpServer();
  const t: TestApp = {
    app,
    http: () => request(server),
    orm: app.get(MikroORM),
    signedInAccount: (accountOptions) => signedInAccount(t, accountOptions),
    close: () => app.close(),
  };
  return t;
}

/** An approved member or admin created directly (as the seed does), signed in. */
export async function signedInAccount(t: Pick<TestApp, 'app' | 'http' | 'orm'>, options: AccountOptions = {}): Promise<SignedInAccount> {
  const email = options.email ?? uniqueEmail(options.isAdmin ? 'admin' : 'member');
  const { id } = await RequestContext.create(t.orm.em, () =>
    t.app.get(CommandBus).execute(
      new EnsureAccountCommand({
        email,
        password: STRONG_PASSWORD,
        displayName: `Test ${email.split('@')[0]}`,
        isAdmin: options.isAdmin ?? false,
        university: { name: options.university ?? 'Test University', city: 'Testville', country: 'Belgium' },
        lab: 'Test Lab',
      }),
    ),
  );
  const res = await t.http().post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
  return { id, email, token: res.body.accessToken as string, cookie: res.headers['set-cookie'] as unknown as string[] };
}

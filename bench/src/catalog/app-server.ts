import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createApp } from '#backend/bootstrap/create-app.js';
import { loadConfig } from '#backend/config/load-config.js';
import { EnsureAccountCommand } from '#backend/modules/identity/index.js';
import { onBenchMessage, tellBench, type CapturedStatement } from './server-process.js';

/**
 * The application as production starts it (createApp, the environment the bench passes, no
 * frontend), in a process of its own, with one approved member the bench signs in as.
 *
 * On request it records every statement a `pg` client sends, as sent: literal text, or text with
 * its values (and its name when prepared), so the baseline can run the same queries
 * and the bench can count queries per request. The recording wrapper is in place only between
 * capture-start and capture-stop, never during a measurement.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ config, databaseUrl: process.env.DATABASE_URL! });
  await app.init();
  const { id: memberId } = await RequestContext.create(app.get(MikroORM).em, () =>
    app.get(CommandBus).execute(
      new EnsureAccountCommand({
        email: process.env.BENCH_MEMBER_EMAIL!,
        password: process.env.BENCH_MEMBER_PASSWORD!,
        displayName: 'Bench Member',
        isAdmin: false,
        university: { name: 'Bench Member University', city: 'Leuven', country: 'Belgium' },
        lab: 'Bench Member Lab',
      }),
    ),
  );
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;

  const originalQuery = pg.Client.prototype.query;
  let captured: CapturedStatement[] = [];
  onBenchMessage((message) => {
    if (message.type === 'capture-start') {
      captured = [];
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const [config, values] = args as [string | CapturedStatement, unknown[] | undefined];
        captured.push(
          typeof config === 'string' ? { text: config, values } : { name: config.name, text: config.text, values: config.values },
        );
        return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof originalQuery;
      tellBench({ type: 'capturing' });
    } else if (message.type === 'capture-stop') {
      pg.Client.prototype.query = originalQuery;
      tellBench({ type: 'captured', queries: captured });
    }
  });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  tellBench({ type: 'listening', port, detail: { memberId } });
}

main().catch((error: unknown) => {
  tellBench({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});

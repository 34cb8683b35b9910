import 'reflect-metadata';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from './bootstrap/create-app.js';
import { resolveRuntime, type Runtime } from './bootstrap/resolve-runtime.js';
import { withStartupLock } from './bootstrap/startup-lock.js';
import type { AppConfig } from './config/app-config.js';
import { InvalidEnvironmentError, loadConfig } from './config/load-config.js';
import { applyMigrations } from './shared/database/migrate.js';
import { gracefulShutdown, takeOverShutdownSignals } from './shared/observability/shutdown/graceful-shutdown.js';
import { seed } from './seed/seed.js';
import { DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD, demoAccounts } from './seed/demo-data.js';

const here = fileURLToPath(new URL('.', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await resolveRuntime(config);
  const logger = new Logger('Bootstrap');
  try {
    await start(config, runtime, logger);
  } catch (error) {
    // Never leave an orphaned embedded PostgreSQL behind a failed start.
    await runtime.embedded?.stop().catch(() => undefined);
    throw error;
  }
}

async function start(config: AppConfig, runtime: Runtime, logger: Logger): Promise<void> {
  const frontendDir = config.FRONTEND_DIR ?? resolve(here, '../frontend');
  const app = await createApp({ config, databaseUrl: runtime.databaseUrl, frontendDir });
  await withStartupLock(runtime.databaseUrl, async () => {
    const applied = await applyMigrations(app.get(MikroORM));
    if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
    await app.init();
    await seed(app, config);
  });

  const shutdown = gracefulShutdown(app, {
    graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
    log: (message) => logger.log(message),
    afterClose: async () => {
      await runtime.embedded?.stop();
    },
    exit: (code) => {
      if (code === 0 || !runtime.embedded) process.exit(code);
      // Forced or failed: the embedded PostgreSQL is a child process that would outlive us; a few seconds to stop it.
      const giveUp = new Promise((resolve) => setTimeout(resolve, 3000).unref());
      void Promise.race([runtime.embedded.stop(), giveUp]).finally(() => process.exit(code));
    },
  });
  takeOverShutdownSignals(shutdown);

  await app.listen(config.PORT, config.HOST);
  const url = `http://localhost:${config.PORT}`;
  if (config.APP_ROLE === 'worker') logger.log(`ReagentSwap worker is running (health probes and /metrics on ${url})`);
  else logger.log(`ReagentSwap ${config.APP_ROLE === 'api' ? 'API ' : ''}is running on ${url} (API docs: ${url}/api/docs)`);
  logger.log(`Database: ${runtime.embedded ? `embedded PostgreSQL (data in ${resolve(config.DATA_DIR, 'postgres')})` : 'DATABASE_URL'}`);
  if (config.SEED_DEMO_DATA) {
    const members = demoAccounts.filter((a) => !a.isAdmin).map((a) => a.email);
    logger.log(`Demo log-ins: admin@reagentswap.local / ${DEMO_ADMIN_PASSWORD}; ${members.join(', ')} / ${DEMO_MEMBER_PASSWORD}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) console.error(error.message);
  else console.error('ReagentSwap failed to start:', error);
  process.exit(1);
});

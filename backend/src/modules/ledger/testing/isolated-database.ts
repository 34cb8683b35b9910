import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { MikroORM } from '@mikro-orm/postgresql';
import { AppConfigModule } from '../../../config/config.module.js';
import { loadConfig } from '../../../config/load-config.js';
import { DatabaseModule } from '../../../shared/database/database.module.js';
import { migrateDatabase } from '../../../shared/database/migrate.js';
import { OutboxModule } from '../../../shared/outbox/outbox.module.js';
import { ledgerEntities } from '../infrastructure/ledger.entities.js';
import { LedgerModule } from '../ledger.module.js';

/**
 * A database of its own for a test that does what no shared database may see (tampering with
 * history, auditing everything): created next to the test database, migrated, dropped after.
 * The ledger runs in a Nest application context of its own (ledger + outbox, no HTTP).
 */
export async function isolatedLedger(label: string) {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `ledger_${label}_${randomBytes(4).toString('hex')}_test`;
  const admin = await MikroORM.init({
    clientUrl: base.toString(),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
  });
  await admin.em.getConnection().execute(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  await migrateDatabase(url.toString());

  // The outbox relay reads its settings from the application config.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long' });
  @Module({
    imports: [
      AppConfigModule.forRoot(config),
      DatabaseModule.forRoot(url.toString(), ledgerEntities),
      CqrsModule.forRoot(),
      ScheduleModule.forRoot(),
      OutboxModule,
      LedgerModule,
    ],
  })
  class IsolatedLedgerModule {}
  const app = await NestFactory.createApplicationContext(IsolatedLedgerModule, { logger: false });
  await app.init();
  return {
    app,
    url: url.toString(),
    async close() {
      await app.close();
      await admin.em.getConnection().execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

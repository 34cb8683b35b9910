import { Global, Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { migrateDatabase } from '#backend/shared/database/migrate.js';
import { DATABASE_URL } from '#backend/shared/database/database.module.js';
import { ormOptions } from '#backend/shared/database/orm-options.js';

/**
 * A fresh database per bench phase, next to whatever DATABASE_URL points at (or the embedded
 * server), so a bench never touches the application's data. Dropped when the phase ends.
 */
export async function withFreshDatabase<T>(serverUrl: string, name: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = await MikroORM.init({ ...ormOptions(serverUrl, []), allowGlobalContext: true });
  const connection = admin.em.getConnection();
  await connection.execute(`drop database if exists ${name} with (force)`);
  await connection.execute(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await migrateDatabase(url.toString());
    return await run(url.toString());
  } finally {
    await connection.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

class OrmShutdown implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}
  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}

/** The application's DatabaseModule, with a pool sized for the bench's workers. */
@Global()
@Module({})
export class BenchDatabaseModule {
  static forRoot(url: string, entities: EntitySchema<any, any>[], poolSize: number): DynamicModule {
    return {
      module: BenchDatabaseModule,
      providers: [
        { provide: MikroORM, useFactory: () => MikroORM.init(ormOptions(url, entities, { min: poolSize, max: poolSize })) },
        { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
        // The outbox relay listens for its NOTIFY on a connection of its own.
        { provide: DATABASE_URL, useValue: url },
        OrmShutdown,
      ],
      exports: [MikroORM, EntityManager, DATABASE_URL],
    };
  }
}

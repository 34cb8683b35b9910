import { Global, Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { ormOptions } from './orm-options.js';

export const DATABASE_URL = Symbol('DATABASE_URL');

class OrmShutdown implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}
  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}

/** Provides the MikroORM instance and its (request-scoped through RequestContext) EntityManager. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string, entities: EntitySchema<any, any>[]): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_URL, useValue: url },
        { provide: MikroORM, useFactory: () => MikroORM.init(ormOptions(url, entities)) },
        { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
        OrmShutdown,
      ],
      exports: [MikroORM, EntityManager, DATABASE_URL],
    };
  }
}

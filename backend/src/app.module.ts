import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/config.module.js';
import { AuthModule } from './shared/auth/auth.module.js';
import { DatabaseModule } from './shared/database/database.module.js';
import { HealthController } from './shared/http/health.controller.js';
import { REDIS_HEALTH, redisHealth } from './shared/http/redis-health.js';
import { RateLimitModule } from './shared/http/rate-limit.module.js';
import { OutboxModule } from './shared/outbox/outbox.module.js';
import { ObservabilityModule } from './shared/observability/observability.module.js';
import { AuthenticateSessionQuery, IdentityModule, identityEntities } from './modules/identity/index.js';
import { CommunityModule } from './modules/community/index.js';
import { InstitutionsModule, institutionsEntities } from './modules/institutions/index.js';
import { SupportModule, supportEntities } from './modules/support/index.js';
import { LedgerModule, ledgerEntities } from './modules/ledger/index.js';
import { NotificationsModule, notificationsEntities } from './modules/notifications/index.js';
import { ReportingModule } from './modules/reporting/index.js';
import { ComplianceModule } from './modules/compliance/index.js';
import { CatalogModule, catalogEntities } from './modules/catalog/index.js';
import { RequestsModule, requestsEntities } from './modules/requests/index.js';
import { MessagingModule } from './modules/messaging/index.js';
import { SwapsModule } from './modules/swaps/index.js';
import { RealtimeModule } from './modules/realtime/index.js';

/** Every entity of every module: the ORM needs them all, the modules still never share them. */
export const allEntities = [
  ...identityEntities,
  ...institutionsEntities,
  ...supportEntities,
  ...ledgerEntities,
  ...notificationsEntities,
  ...catalogEntities,
  ...requestsEntities,
];

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
}

/** The composition root: wires infrastructure and the bounded contexts together. */
@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl, allEntities),
        CqrsModule.forRoot(),
        // Once for the app: a second forRoot (one per module) made a second SchedulerRegistry, and the
        // jobs one module added were not in the registry another module or a test looked in.
        ScheduleModule.forRoot(),
        RateLimitModule.forRoot(config),
        OutboxModule,
        ObservabilityModule,
        AuthModule.forRoot({ sessionQuery: (userId, sessionId) => new AuthenticateSessionQuery(userId, sessionId) }),
        IdentityModule,
        InstitutionsModule,
        CommunityModule,
        SupportModule,
        LedgerModule,
        ComplianceModule,
        CatalogModule,
        RequestsModule,
        MessagingModule,
        SwapsModule,
        NotificationsModule.forRoot(config),
        ReportingModule,
        RealtimeModule,
      ],
      controllers: [HealthController],
      providers: [...(config.REDIS_URL ? [{ provide: REDIS_HEALTH, useFactory: () => redisHealth(config.REDIS_URL!) }] : [])],
    };
  }
}

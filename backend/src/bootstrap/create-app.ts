import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NestFactory, Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppModule } from '../app.module.js';
import { reagentPageShell } from '../modules/catalog/index.js';
import type { AppConfig } from '../config/app-config.js';
import { servesClients } from '../config/app-role.js';
import { AuthenticatedIoAdapter } from '../shared/auth/authenticated-io.adapter.js';
import { ProblemDetailsFilter, toProblem } from '../shared/errors/problem-details.filter.js';
import { validationPipe } from '../shared/errors/validation.pipe.js';
import { compressResponses } from '../shared/http/compress-responses.js';
import { keepIdleConnectionsOpen } from '../shared/http/idle-connections.js';
import { BodyContentTypeInterceptor } from '../shared/http/input/content-type.js';
import { refuseControlCharacters, RefuseControlCharactersPipe } from '../shared/http/input/control-characters.js';
import { SingleQueryValuePipe } from '../shared/http/input/single-query-value.pipe.js';
import { assertJsonBounds } from '../shared/http/input/json-bounds.js';
import { runInLazyRequestContext } from '../shared/database/request-context.js';
import { requestLogger, requestLogMode } from '../shared/http/request-logger.middleware.js';
import { corsOptions, securityHeaders } from '../shared/http/security-headers.js';
import { serveFrontend } from '../shared/http/static-frontend.js';
import { trustProxySetting } from '../shared/http/trust-proxy.js';
import { memoiseValidationMetadata } from '../shared/http/validation-metadata-cache.js';
import { workerProbesOnly } from '../shared/http/worker-probes-only.js';
import { METRICS_PATH } from '../shared/observability/metrics/metrics.controller.js';

export interface CreateAppOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Folder of the built frontend to serve; omitted in API tests. */
  frontendDir?: string;
  /** Modules mounted beside the application's own: tests add throwaway controllers or gateways. */
  extraModules?: ModuleImports;
}

type ModuleImports = NonNullable<DynamicModule['imports']>;

export const JSON_BODY_LIMIT = '1mb';

/** Builds the HTTP application exactly as production runs it; tests use the same function. */
export async function createApp({
  config,
  databaseUrl,
  frontendDir,
  extraModules = [],
}: CreateAppOptions): Promise<NestExpressApplication> {
  const root = AppModule.forRoot({ config, databaseUrl });
  root.imports = [...(root.imports ?? []), ...extraModules];
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bodyParser: false,
    logger:
      config.LOG_LEVEL === 'silent' ? false : config.LOG_LEVEL === 'debug' ? ['log', 'error', 'warn', 'debug'] : ['log', 'error', 'warn'],
  });
  keepIdleConnectionsOpen(app.getHttpServer());
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.disable('x-powered-by');
  // First, so that every answer carries them, errors from the body parser included.
  app.use(securityHeaders(config));
  if (!servesClients(config)) app.use(workerProbesOnly);
  app.enableCors(corsOptions(config));
  // Before anything that writes a body: it wraps res.write/end for every later handler.
  app.use(compressResponses());
  app.use(requestLogger(requestLogMode(config.LOG_LEVEL, config.NODE_ENV)));
  // JSON only (no urlencoded parser: see BodyContentTypeInterceptor), size, depth and key count
  // bounded on the raw bytes before JSON.parse, then control characters refused before any route sees the input.
  app.use(express.json({ limit: JSON_BODY_LIMIT, verify: (_req, _res, raw) => assertJsonBounds(raw) }));
  app.use(refuseControlCharacters);
  app.use(bodyParserErrors);
  app.use(cookieParser());
  const orm = app.get(MikroORM);
  // Each request's own entity manager, forked when first used: most reads never use it.
  app.use((_req: Request, _res: Response, next: NextFunction) => runInLazyRequestContext(orm.em, next));
  app.setGlobalPrefix('api', { exclude: [METRICS_PATH] });
  memoiseValidationMetadata();
  app.useGlobalPipes(new SingleQueryValuePipe(), new RefuseControlCharactersPipe(), validationPipe);
  app.useGlobalInterceptors(new BodyContentTypeInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new ProblemDetailsFilter());
  // No enableShutdownHooks(): main.ts drains on SIGTERM first (gracefulShutdown), then closes the app.
  app.useWebSocketAdapter(new AuthenticatedIoAdapter(app));

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('ReagentSwap API').setVersion('1').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs-json' });

  if (frontendDir && existsSync(join(frontendDir, 'index.html')))
    app.use(serveFrontend(resolve(frontendDir), [reagentPageShell(app.get(QueryBus))]));
  return app;
}

/** Malformed, oversized, too deep or control-character-laden input fails before Nest sees it; answer in the shared error shape. */
function bodyParserErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!error) return next();
  const problem = toProblem(error);
  res.status(problem.status).type('application/problem+json').json(problem);
}

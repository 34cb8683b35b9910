import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { Public } from '../../auth/auth.decorators.js';
import { NotFoundError, UnauthorizedError } from '../../errors/domain-error.js';
import { bearerMatches } from './metrics-token.js';

/** The path Prometheus scrapes, outside the /api prefix (create-app.ts excludes it). */
export const METRICS_PATH = 'metrics';

/**
 * GET /metrics for Prometheus, behind METRICS_TOKEN (a bearer token). Without a configured token
 * the endpoint is off: it answers 404 like any unknown path (ADR 0014).
 */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(
    private readonly registry: Registry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get(METRICS_PATH)
  async metrics(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) res: Response): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (!token) throw new NotFoundError();
    if (!bearerMatches(authorization, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError('A valid metrics token is required', 'METRICS_TOKEN_REQUIRED');
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(this.registry.contentType);
    return this.registry.metrics();
  }
}

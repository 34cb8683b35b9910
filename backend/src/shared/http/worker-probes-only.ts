import type { NextFunction, Request, Response } from 'express';
import { METRICS_PATH } from '../observability/metrics/metrics.controller.js';
import type { ProblemDetails } from '../errors/problem-details.filter.js';

/** What a worker still answers: the probes its orchestrator asks and the metrics Prometheus scrapes. */
const WORKER_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready', `/${METRICS_PATH}`]);

const NOT_SERVED: ProblemDetails = {
  type: 'about:blank',
  title: 'Not found',
  status: 404,
  detail: 'This instance is a worker (APP_ROLE=worker): it serves no application routes',
  code: 'NOT_FOUND',
};

/**
 * A worker process (APP_ROLE=worker) listens only so that health probes and /metrics reach it:
 * every other request is refused before any route, guard or body parser runs, so a worker put
 * behind the load balancer by mistake cannot serve members (its sockets are refused likewise,
 * AuthenticatedIoAdapter).
 */
export function workerProbesOnly(req: Request, res: Response, next: NextFunction): void {
  if ((req.method === 'GET' || req.method === 'HEAD') && WORKER_PATHS.has(req.path)) return next();
  res.status(404).type('application/problem+json').json(NOT_SERVED);
}

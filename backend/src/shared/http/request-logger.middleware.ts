import type { NextFunction, Request, Response } from 'express';

/** A request at least this slow is worth a line at `info`; faster ones are logged at `debug` only. */
export const SLOW_REQUEST_MS = 500;

/**
 * Which requests get a log line: `every` (LOG_LEVEL=debug), `notable` (info: server errors and
 * requests slower than SLOW_REQUEST_MS) or `none`. A line for every request cost several percent
 * of a browse request's CPU at 500 req/s (JSON.stringify, a Date, a synchronous write) and says
 * nothing the metrics do not (http_requests_total, the duration histogram); the unusual requests
 * are the ones someone reads.
 */
export type RequestLogMode = 'every' | 'notable' | 'none';

export function requestLogMode(logLevel: string, nodeEnv: string): RequestLogMode {
  if (nodeEnv === 'test') return 'none';
  if (logLevel === 'debug') return 'every';
  return logLevel === 'info' ? 'notable' : 'none';
}

/** One structured JSON line per logged request: method, path, status, duration, caller. */
export function requestLogger(mode: RequestLogMode, write: (line: string) => void = (line) => process.stdout.write(line)) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (mode === 'none' || !req.path.startsWith('/api')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const failed = res.statusCode >= 500;
      if (mode === 'notable' && !failed && ms < SLOW_REQUEST_MS) return;
      const user = (req as Request & { user?: { id: string } }).user;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: failed ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : mode === 'every' ? 'debug' : 'info',
          msg: ms >= SLOW_REQUEST_MS ? 'slow request' : 'request',
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          durationMs: Math.round(ms * 10) / 10,
          userId: user?.id,
        }) + '\n',
      );
    });
    next();
  };
}

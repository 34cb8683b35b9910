import type { NextFunction, Request, Response } from 'express';

/** One structured JSON line per request: method, path, status, duration, caller. */
export function requestLogger(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!enabled || !req.path.startsWith('/api')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const user = (req as Request & { user?: { id: string } }).user;
      process.stdout.write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? 'error' : 'info',
          msg: 'request',
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

import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { requestLogger, requestLogMode, SLOW_REQUEST_MS, type RequestLogMode } from './request-logger.middleware.js';

/** Runs one request through the logger; `took` ms pass between the request and its answer. */
function logged(mode: RequestLogMode, status: number, took = 0, path = '/api/reagents'): Record<string, unknown>[] {
  const lines: string[] = [];
  const res = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as Response;
  const req = { path, originalUrl: `${path}?page=2`, method: 'GET', user: { id: 'u1' } } as unknown as Request;
  const now = jest.spyOn(process.hrtime, 'bigint').mockReturnValue(0n);
  const next: NextFunction = jest.fn();
  requestLogger(mode, (line) => lines.push(line))(req, res, next);
  now.mockReturnValue(BigInt(Math.round(took * 1e6)));
  (res as unknown as EventEmitter).emit('finish');
  now.mockRestore();
  expect(next).toHaveBeenCalledTimes(1);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log', () => {
  it('logs every API request at debug, without the query string', () => {
    expect(logged('every', 200, 3)).toEqual([
      expect.objectContaining({
        level: 'debug',
        msg: 'request',
        method: 'GET',
        path: '/api/reagents',
        status: 200,
        durationMs: 3,
        userId: 'u1',
      }),
    ]);
  });

  it('at info, logs only server errors and slow requests', () => {
    expect(logged('notable', 200, SLOW_REQUEST_MS - 1)).toEqual([]);
    expect(logged('notable', 404, 1)).toEqual([]);
    expect(logged('notable', 503, 1)).toEqual([expect.objectContaining({ level: 'error', status: 503 })]);
    expect(logged('notable', 200, SLOW_REQUEST_MS)).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'slow request', durationMs: SLOW_REQUEST_MS }),
    ]);
  });

  it('logs nothing when off, nor for what is not the API', () => {
    expect(logged('none', 500, SLOW_REQUEST_MS)).toEqual([]);
    expect(logged('every', 200, 1, '/assets/app.js')).toEqual([]);
  });

  it('takes its mode from LOG_LEVEL, and stays quiet in tests', () => {
    expect(requestLogMode('debug', 'production')).toBe('every');
    expect(requestLogMode('info', 'production')).toBe('notable');
    expect(requestLogMode('warn', 'production')).toBe('none');
    expect(requestLogMode('debug', 'test')).toBe('none');
  });
});

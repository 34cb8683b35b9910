import type { Request, RequestHandler, Response } from 'express';
import compression from 'compression';

/** Below this an answer goes as it is: the compressed form would save less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What is compressed on the fly: text answers (JSON, problem+json, CSV exports, /metrics) from
 * 1 KiB, brotli (quality 4, compression's default: fast enough per request) or gzip by
 * Accept-Encoding. Not: socket.io (engine.io compresses its own polling answers; it never reaches
 * express, the check only keeps it so), event streams (each event must leave at once), images and
 * other formats `compressible` calls incompressible, and answers already encoded (the frontend's
 * precompressed files, static-frontend.ts).
 */
export function shouldCompress(req: Request, res: Response): boolean {
  if (req.path.startsWith('/socket.io')) return false;
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

export const compressResponses = (): RequestHandler => compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: shouldCompress });

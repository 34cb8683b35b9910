import { constants } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import compression from 'compression';

/** Below this an answer goes as it is: the compressed form would save less than its headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request (compression's default is 4). On a catalog
 * page (24 listings, 16–24 KiB of JSON) quality 3 took about a third less CPU than 4 for 1–2 % more
 * bytes (ADR 0031): a browser's every API call pays it, and a page's 3 KiB either way is noise on
 * the wire. Build-time precompression of the frontend keeps quality 11 (ADR 0016).
 */
export const BROTLI_QUALITY = 3;

/**
 * What is compressed on the fly: text answers (JSON, problem+json, CSV exports, /metrics) from
 * 1 KiB, brotli (BROTLI_QUALITY) or gzip by
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

export const compressResponses = (): RequestHandler =>
  compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: shouldCompress,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { DomainError } from '../../errors/domain-error.js';

const ACCEPTED_BODY_TYPES = 'http:acceptedBodyTypes';
export const DEFAULT_BODY_TYPES = ['application/json'] as const;

export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
  constructor(accepted: readonly string[]) {
    super(`Send the request body as ${accepted.join(' or ')} (Content-Type header)`, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

/**
 * Opts a route into body types besides JSON, e.g. `@AcceptsBody('multipart/form-data')` on an
 * upload endpoint (which then parses it itself, e.g. with multer's FileInterceptor).
 */
export const AcceptsBody = (...types: string[]) => SetMetadata(ACCEPTED_BODY_TYPES, types);

/** A body is present when the request announces one (RFC 9110 §6.4): a non-zero length or a chunked transfer. */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * The API reads JSON, and only JSON unless a route says otherwise. Any other body is refused with
 * 415 before the handler runs: in particular form posts (`application/x-www-form-urlencoded`,
 * `multipart/form-data`, `text/plain`), which a foreign page can make a browser send without a
 * CORS preflight — the classic login CSRF. No parser for those types is installed either, so they
 * never reach a DTO even if this check were bypassed.
 */
@Injectable()
export class BodyContentTypeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<Request>();
      if (hasBody(req)) {
        const accepted =
          this.reflector.getAllAndOverride<string[] | undefined>(ACCEPTED_BODY_TYPES, [context.getHandler(), context.getClass()]) ?? [];
        const allowed = [...DEFAULT_BODY_TYPES, ...accepted];
        if (!req.is(allowed)) throw new UnsupportedMediaTypeError(allowed);
      }
    }
    return next.handle();
  }
}

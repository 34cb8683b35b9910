import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, TooManyRequestsError, type FieldError } from './domain-error.js';

/** RFC 9457 problem details; `detail` carries the message the user sees. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: FieldError[];
}

const title = (status: number) =>
  HttpStatus[status]
    ?.toString()
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase()) ?? 'Error';

export function toProblem(error: unknown): ProblemDetails {
  if (error instanceof DomainError) {
    return {
      type: 'about:blank',
      title: title(error.status),
      status: error.status,
      detail: error.message,
      code: error.code,
      errors: error.errors,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? error.message);
    const detail = Array.isArray(message) ? String(message[0]) : String(message);
    return { type: 'about:blank', title: title(status), status, detail, code: status === 404 ? 'NOT_FOUND' : `HTTP_${status}` };
  }
  // Errors raised by express' body parser before any handler runs.
  const parserError = error as { type?: string; status?: number };
  if (parserError?.type === 'entity.parse.failed') {
    return { type: 'about:blank', title: 'Bad request', status: 400, detail: 'Malformed JSON in request body', code: 'MALFORMED_JSON' };
  }
  if (parserError?.type === 'entity.too.large') {
    return { type: 'about:blank', title: 'Payload too large', status: 413, detail: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' };
  }
  // Any other client error express raised (an unsupported charset or content encoding, a body
  // shorter than announced...): its own status and message, never a 500.
  const clientError = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof clientError?.status === 'number' && clientError.status >= 400 && clientError.status < 500 && clientError.expose === true) {
    const status = clientError.status;
    return { type: 'about:blank', title: title(status), status, detail: String(clientError.message), code: `HTTP_${status}` };
  }
  return { type: 'about:blank', title: 'Internal server error', status: 500, detail: 'An unexpected error occurred', code: 'INTERNAL' };
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const problem = toProblem(error);
    if (problem.status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (error instanceof TooManyRequestsError) response.setHeader('Retry-After', String(error.retryAfterSeconds));
    response.status(problem.status).type('application/problem+json').json(problem);
  }
}

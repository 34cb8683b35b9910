/**
 * Errors the domain raises on purpose. Each carries the user-facing message of the spec; the
 * problem-details filter turns them into HTTP responses, so handlers never build HTTP errors.
 */
export interface FieldError {
  field: string;
  message: string;
}

export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(
    message: string,
    readonly code: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends DomainError {
  readonly status = 400;
  constructor(errors: FieldError[], code = 'VALIDATION_FAILED') {
    super(errors[0]?.message ?? 'Invalid request', code, errors);
  }
  static of(field: string, message: string): ValidationFailedError {
    return new ValidationFailedError([{ field, message }]);
  }
}

export class UnauthorizedError extends DomainError {
  readonly status = 401;
  constructor(message = 'You must be logged in', code = 'UNAUTHORIZED') {
    super(message, code);
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(message = 'You do not have permission to do this', code = 'FORBIDDEN') {
    super(message, code);
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(message, code);
  }
}

export class ConflictError extends DomainError {
  readonly status = 409;
  constructor(message: string, code = 'CONFLICT') {
    super(message, code);
  }
}

/** A limit was reached; the problem details filter turns `retryAfterSeconds` into `Retry-After`. */
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterMs: number, code = 'RATE_LIMITED') {
    super(message, code);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

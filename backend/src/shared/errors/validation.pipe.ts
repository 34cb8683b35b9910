import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedError, type FieldError } from './domain-error.js';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // class-validator lists constraints in reverse decorator order; show the first-declared first.
    const own = Object.values(e.constraints ?? {})
      .reverse()
      .map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

const options = {
  whitelist: true,
  transform: true,
  stopAtFirstError: false,
  exceptionFactory: (errors: ValidationError[]) => new ValidationFailedError(flatten(errors)),
};

/** Validates DTOs and reports every problem in the shared error shape, first message as the detail. */
export const validationPipe = new ValidationPipe(options);

/**
 * The same, refusing unknown keys ('property x should not exist', naming the key) instead of
 * dropping them: for callers with no HTTP body parser in front (socket payloads, ADR 0012).
 */
export const strictValidationPipe = new ValidationPipe({ ...options, forbidNonWhitelisted: true });

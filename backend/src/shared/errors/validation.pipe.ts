import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedError, type FieldError } from './domain-error.js';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // class-validator lists constraints in reverse decorator order; show the first-declared first.
    const own = Object.values(e.constraints ?? {}).reverse().map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** Validates DTOs and reports every problem in the shared error shape, first message as the detail. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  transform: true,
  stopAtFirstError: false,
  exceptionFactory: (errors) => new ValidationFailedError(flatten(errors)),
});

import {
  HttpException,
  HttpStatus,
  UseInterceptors,
  applyDecorators,
  createParamDecorator,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable } from 'rxjs';
import { DomainError, ValidationFailedError } from '../errors/domain-error.js';
import { AcceptsBody } from './input/content-type.js';

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  constructor(message: string) {
    super(message, 'PAYLOAD_TOO_LARGE');
  }
}

/** One uploaded file, held in memory (the fields of multer's memory storage this code reads). */
export interface UploadedFileData {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
  size: number;
}

export interface SingleFileOptions {
  maxBytes: number;
  /** The 413 message, in the words of the screen that sent the file. */
  tooLargeMessage: string;
}

/**
 * A route that takes one multipart file in `field`: opts the route into multipart bodies, reads the
 * file into memory (nothing touches the disk before the handler has checked the content) and stops
 * reading at `maxBytes`. Multer's errors become the shared error shape with our messages.
 */
export function SingleFileUpload(field: string, { maxBytes, tooLargeMessage }: SingleFileOptions) {
  return applyDecorators(
    AcceptsBody('multipart/form-data'),
    UseInterceptors(
      UploadErrors(field, tooLargeMessage),
      FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 10_000 } }),
    ),
  );
}

/** The file of a `SingleFileUpload` route, or undefined when none was sent. */
export const UploadedFileOf = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): UploadedFileData | undefined => ctx.switchToHttp().getRequest<{ file?: UploadedFileData }>().file,
);

function UploadErrors(field: string, tooLargeMessage: string) {
  class UploadErrorsInterceptor implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(
        catchError((error: unknown) => {
          if (!(error instanceof HttpException)) throw error;
          if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) throw new PayloadTooLargeError(tooLargeMessage);
          if (error.getStatus() === HttpStatus.BAD_REQUEST)
            throw ValidationFailedError.of(field, `The upload could not be read: send one file in the '${field}' field`);
          throw error;
        }),
      );
    }
  }
  return mixin(UploadErrorsInterceptor);
}

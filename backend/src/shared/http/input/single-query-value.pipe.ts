import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../../errors/domain-error.js';

const SCALARS: unknown[] = [String, Number, Boolean];

/**
 * `?name=a&name=b` makes Express hand a handler an array where its signature promises a string
 * (`@Query('name') name: string`), and string methods on it throw (a 500). For every named query
 * parameter typed as a scalar, a repeated parameter is a 400 instead, on every route.
 */
@Injectable()
export class SingleQueryValuePipe implements PipeTransform {
  transform(value: unknown, { type, data, metatype }: ArgumentMetadata): unknown {
    if (type === 'query' && typeof data === 'string' && Array.isArray(value) && (metatype === undefined || SCALARS.includes(metatype))) {
      throw ValidationFailedError.of(data, `${data} must be given once`);
    }
    return value;
  }
}

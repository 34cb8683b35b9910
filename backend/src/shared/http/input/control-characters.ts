import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ValidationFailedError } from '../../errors/domain-error.js';

/** Every Unicode control character (C0, DEL, C1): never part of what a person types into a form. */
const ANY_CONTROL = /\p{Cc}/u;
/** The same, less tab and line breaks, which a multi-line text area legitimately sends. */
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
/** Bodies are depth-bounded before parsing; this only guards the walk against other callers. */
const MAX_WALK_DEPTH = 64;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const controlCharacterMessage = (field: string, char: string) =>
  `${field} must not contain control characters (found ${codePoint(char)})`;

interface Found {
  field: string;
  char: string;
}

/**
 * The first string (value or key) in `value` that holds a character `pattern` matches, with its
 * path (`address.city`, `labs[2]`), or undefined.
 */
export function findControlCharacter(value: unknown, pattern: RegExp, field = '', depth = 0): Found | undefined {
  if (typeof value === 'string') {
    const match = pattern.exec(value);
    return match ? { field: field || 'body', char: match[0] } : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_WALK_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], pattern, `${field}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key;
    const inKey = ANY_CONTROL.exec(key);
    if (inKey) return { field: path, char: inKey[0] };
    const found = findControlCharacter(item, pattern, path, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The path as the router will decode it into parameters; undefined when it is not valid percent-encoding. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Refuses control characters in every request before any route sees it, so every endpoint (and
 * every endpoint to come) answers 400 naming the field instead of failing deeper down (PostgreSQL
 * refuses NUL in text: a 500). The URL (path and query string) is single-line: every control
 * character is refused. JSON bodies carry form fields, some of them multi-line text areas: tab,
 * CR and LF pass there, everything else is refused. Runs after the JSON parser (which has already
 * bounded size and depth) and before the routes.
 */
export function refuseControlCharacters(req: Request, _res: Response, next: NextFunction): void {
  const path = decodedPath(req.path);
  const inPath = path === undefined ? undefined : ANY_CONTROL.exec(path);
  const found: Found | undefined = inPath
    ? { field: 'path', char: inPath[0] }
    : (findControlCharacter(req.query, ANY_CONTROL) ?? findControlCharacter(req.body, CONTROL_EXCEPT_LINE_BREAKS));
  if (!found) return next();
  next(controlCharacterError(found));
}

/**
 * The same rule for bodies that are parsed after the middleware ran: the text fields of a
 * multipart upload (multer parses them inside the route). Cheap for JSON bodies, which pass twice.
 */
@Injectable()
export class RefuseControlCharactersPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    if (type !== 'body') return value;
    const found = findControlCharacter(value, CONTROL_EXCEPT_LINE_BREAKS, typeof data === 'string' ? data : '');
    if (found) throw controlCharacterError(found);
    return value;
  }
}

const controlCharacterError = ({ field, char }: Found) =>
  new ValidationFailedError([{ field, message: controlCharacterMessage(field, char) }], 'CONTROL_CHARACTER');

export const CONTROL_CHARACTER_PATTERNS = { ANY_CONTROL, CONTROL_EXCEPT_LINE_BREAKS };

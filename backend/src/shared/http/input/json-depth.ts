import { DomainError } from '../../errors/domain-error.js';

/** Deeper than any request this API has a use for; shallow enough that no recursive code can overflow. */
export const MAX_JSON_DEPTH = 32;

export class JsonTooDeepError extends DomainError {
  readonly status = 400;
  constructor(max = MAX_JSON_DEPTH) {
    super(`The JSON in the request body is nested too deeply (at most ${max} levels)`, 'JSON_TOO_DEEP');
  }
}

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Throws when the raw JSON nests objects/arrays deeper than `max`. Runs on the bytes before
 * JSON.parse, so a 10,000-deep body never becomes an object for class-transformer (which recurses
 * and overflows the stack) or any other recursive walk. UTF-8 continuation bytes are never ASCII,
 * so a byte scan that skips string contents is exact.
 */
export function assertJsonDepth(raw: Uint8Array, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > max) throw new JsonTooDeepError(max);
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
}

import { DomainError } from '../../errors/domain-error.js';
import { JSON_KEY_BUDGET, JsonTooManyKeysError, type KeyBudget } from './json-key-budget.js';

/** Deeper than any request this API has a use for; shallow enough that no recursive code can overflow. */
export const MAX_JSON_DEPTH = 32;

export class JsonTooDeepError extends DomainError {
  readonly status = 400;
  constructor(max = MAX_JSON_DEPTH) {
    super(`The JSON in the request body is nested too deeply (at most ${max} levels)`, 'JSON_TOO_DEEP');
  }
}

export interface JsonBounds {
  maxDepth: number;
  keys: KeyBudget;
}

export const JSON_BOUNDS: JsonBounds = { maxDepth: MAX_JSON_DEPTH, keys: JSON_KEY_BUDGET };

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const COLON = 0x3a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Marks an array on the stack of per-level key counts: colons never belong to an array. */
const IN_ARRAY = -1;

/**
 * Throws when the raw JSON nests objects/arrays deeper than `maxDepth`, or has more keys than the
 * key budget allows in one object or in all. Runs on the bytes before JSON.parse, in one linear
 * pass, so neither a 10,000-deep body (class-transformer recurses and overflows the stack) nor a
 * 120,000-key one (its key de-duplication is quadratic: ~15 s of blocked event loop) ever becomes an
 * object. Outside strings, every colon of valid JSON separates exactly one key from its value;
 * UTF-8 continuation bytes are never ASCII, so a byte scan that skips string contents is exact.
 * Invalid JSON is left for JSON.parse to refuse.
 */
export function assertJsonBounds(raw: Uint8Array, { maxDepth, keys }: JsonBounds = JSON_BOUNDS): void {
  // keysAt[d] counts the keys of the object open at depth d (or IN_ARRAY); depth is bounded, so is this.
  const keysAt = new Int32Array(maxDepth + 1);
  let depth = 0;
  let total = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > maxDepth) throw new JsonTooDeepError(maxDepth);
      keysAt[depth] = byte === OPEN_OBJECT ? 0 : IN_ARRAY;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      if (depth > 0) depth--;
    } else if (byte === COLON) {
      if (++total > keys.total || (keysAt[depth] !== IN_ARRAY && ++keysAt[depth] > keys.perObject)) {
        throw new JsonTooManyKeysError(keys);
      }
    }
  }
}

/**
 * The same bounds for a value already parsed (a socket.io payload: no body parser stands in front
 * of a socket, so its raw bytes are never scanned). Throws when `value` nests deeper than
 * `maxDepth`, holds an object with more than `perObject` keys, or more than `total` keys in all.
 * Linear and iterative (no recursion, so no depth can overflow it); stops at the first breach;
 * objects already seen are not walked again, so a cyclic value terminates. Call it before any
 * DTO transformation.
 */
export function assertValueBounds(value: unknown, { maxDepth, keys }: JsonBounds = JSON_BOUNDS): void {
  const pending: Array<[item: unknown, depth: number]> = [[value, 0]];
  const seen = new WeakSet<object>();
  let total = 0;
  while (pending.length > 0) {
    const [item, parentDepth] = pending.pop()!;
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    const depth = parentDepth + 1;
    if (depth > maxDepth) throw new JsonTooDeepError(maxDepth);
    if (Array.isArray(item)) {
      for (const element of item as unknown[]) if (element !== null && typeof element === 'object') pending.push([element, depth]);
      continue;
    }
    const names = Object.keys(item);
    total += names.length;
    if (names.length > keys.perObject || total > keys.total) throw new JsonTooManyKeysError(keys);
    for (const name of names) pending.push([(item as Record<string, unknown>)[name], depth]);
  }
}

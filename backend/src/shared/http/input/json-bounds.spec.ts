import { keyFloodBody } from './key-flood.fixture.js';
import { assertJsonBounds, JSON_BOUNDS, JsonTooDeepError, MAX_JSON_DEPTH } from './json-bounds.js';
import { JSON_KEY_BUDGET, JsonTooManyKeysError } from './json-key-budget.js';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const bytes = (text: string) => Buffer.from(text, 'utf8');
const depthAtMost = (maxDepth: number) => ({ ...JSON_BOUNDS, maxDepth });
const assertJsonDepth = (raw: Uint8Array, maxDepth = MAX_JSON_DEPTH) => assertJsonBounds(raw, depthAtMost(maxDepth));

describe('assertJsonBounds: depth', () => {
  it('accepts JSON up to the bound', () => {
    expect(() => assertJsonDepth(bytes(nested(32)))).not.toThrow();
    expect(() => assertJsonDepth(bytes('{"a":{"b":[1,{"c":"d"}]}}'), 4)).not.toThrow();
  });

  it('refuses one level more, and the 10,000-deep body that overflowed the DTO conversion', () => {
    expect(() => assertJsonDepth(bytes(nested(33)))).toThrow(JsonTooDeepError);
    expect(() => assertJsonDepth(bytes(nested(10_000, '{"a":', '}')))).toThrow(/nested too deeply \(at most 32 levels\)/);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `${'['.repeat(100)} "quoted \\" ${'{'.repeat(100)}`, emoji: '🧪[' });
    expect(() => assertJsonDepth(bytes(text), 1)).not.toThrow();
    expect(() => assertJsonDepth(bytes(JSON.stringify({ a: '\\', b: [[1]] })), 2)).toThrow(JsonTooDeepError);
  });
});

describe('assertJsonBounds: keys', () => {
  const objectText = (keys: number, prefix = 'k') =>
    JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`${prefix}${i}`, i])));

  it('shares the key budget of parsed payloads (one place for the limits)', () => {
    expect(JSON_BOUNDS.keys).toBe(JSON_KEY_BUDGET);
  });

  it('accepts 1,000 keys in one object, refuses 1,001', () => {
    expect(() => assertJsonBounds(bytes(objectText(1_000)))).not.toThrow();
    expect(() => assertJsonBounds(bytes(objectText(1_001)))).toThrow(JsonTooManyKeysError);
    expect(() => assertJsonBounds(bytes(`{"a":{"b":[${objectText(1_001)}]}}`))).toThrow(JsonTooManyKeysError);
  });

  it('counts each object on its own, and all of them against the total', () => {
    const tenFull = `[${Array.from({ length: 10 }, (_, i) => objectText(1_000, `o${i}-`)).join(',')}]`;
    expect(() => assertJsonBounds(bytes(tenFull))).not.toThrow();
    expect(() => assertJsonBounds(bytes(`{"x":${tenFull},"y":1}`))).toThrow(JsonTooManyKeysError);
    // Siblings after a closed object count in their own object, not in the closed one.
    expect(() => assertJsonBounds(bytes(`{"a":${objectText(999)},"b":${objectText(999)}}`))).not.toThrow();
  });

  it('counts duplicate keys too (the raw text is what JSON.parse would walk)', () => {
    expect(() => assertJsonBounds(bytes(`{${Array.from({ length: 1_001 }, () => '"same":1').join(',')}}`))).toThrow(JsonTooManyKeysError);
  });

  it('does not count colons inside strings, keys or values', () => {
    const text = JSON.stringify({ 'a:b': 'https://x.example/:y', note: ':'.repeat(5_000), [':'.repeat(10)]: ['"\\:'] });
    expect(() => assertJsonBounds(bytes(text), { maxDepth: 4, keys: { perObject: 3, total: 3 } })).not.toThrow();
    expect(() => assertJsonBounds(bytes(text), { maxDepth: 4, keys: { perObject: 2, total: 3 } })).toThrow(JsonTooManyKeysError);
  });

  it("refuses the probe's 120,000-key sign-in body with a message naming the bounds", () => {
    expect(() => assertJsonBounds(bytes(keyFloodBody()))).toThrow(
      'The JSON in the request has too many keys (at most 1000 in one object and 10000 in all)',
    );
  });
});

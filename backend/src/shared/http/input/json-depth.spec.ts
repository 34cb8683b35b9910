import { assertJsonDepth, JsonTooDeepError } from './json-depth.js';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('assertJsonDepth', () => {
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

import type { Request } from 'express';
import { ValidationFailedError } from '../../errors/domain-error.js';
import {
  CONTROL_CHARACTER_PATTERNS,
  findControlCharacter,
  refuseControlCharacters,
  RefuseControlCharactersPipe,
} from './control-characters.js';

const { ANY_CONTROL, CONTROL_EXCEPT_LINE_BREAKS } = CONTROL_CHARACTER_PATTERNS;

function run(req: Partial<Request>): unknown {
  let passed: unknown = 'not called';
  refuseControlCharacters({ path: '/api/x', query: {}, body: undefined, ...req } as Request, {} as never, (error?: unknown) => {
    passed = error;
  });
  return passed;
}

describe('control characters in requests', () => {
  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'])('refuses %j anywhere', (char) => {
    expect(findControlCharacter(`a${char}b`, CONTROL_EXCEPT_LINE_BREAKS)).toEqual({ field: 'body', char });
    expect(findControlCharacter({ q: `a${char}` }, ANY_CONTROL)).toEqual({ field: 'q', char });
  });

  it('names the field by its path, keys included', () => {
    expect(findControlCharacter({ university: { labs: ['ok', 'b\u0000d'] } }, ANY_CONTROL)?.field).toBe('university.labs[1]');
    expect(findControlCharacter({ ['ke\u0000y']: 'fine' }, CONTROL_EXCEPT_LINE_BREAKS)?.field).toBe('ke\u0000y');
  });

  it('lets tab and line breaks through in bodies (text areas) but not in the URL', () => {
    expect(findControlCharacter({ bio: 'line one\r\nline\ttwo' }, CONTROL_EXCEPT_LINE_BREAKS)).toBeUndefined();
    expect(findControlCharacter({ search: 'a\nb' }, ANY_CONTROL)).toEqual({ field: 'search', char: '\n' });
  });

  it('passes ordinary text, accents, emoji and non-string values', () => {
    expect(findControlCharacter({ name: 'Émilie 🧪 — ünïcødé', n: 3, ok: true, none: null }, ANY_CONTROL)).toBeUndefined();
  });

  it('the middleware answers 400 naming the field, from the body, the query or the path', () => {
    const fromBody = run({ body: { displayName: 'Bad\u0000Name' } });
    expect(fromBody).toBeInstanceOf(ValidationFailedError);
    expect(fromBody).toMatchObject({
      status: 400,
      message: 'displayName must not contain control characters (found U+0000)',
      errors: [{ field: 'displayName' }],
    });
    expect(run({ query: { search: 'x\u0000' } })).toMatchObject({ errors: [{ field: 'search' }] });
    expect(run({ path: '/api/community/profiles/%00' })).toMatchObject({ errors: [{ field: 'path' }] });
    expect(run({ body: { bio: 'two\nlines' }, query: { page: '2' } })).toBeUndefined();
  });

  it('the pipe applies the body rule to bodies parsed inside a route (multipart text fields)', () => {
    const pipe = new RefuseControlCharactersPipe();
    expect(() => pipe.transform({ caption: 'a\u0000' }, { type: 'body' })).toThrow(
      'caption must not contain control characters (found U+0000)',
    );
    expect(() => pipe.transform('x\u0007', { type: 'body', data: 'note' })).toThrow(
      'note must not contain control characters (found U+0007)',
    );
    expect(pipe.transform({ note: 'two\nlines' }, { type: 'body' })).toEqual({ note: 'two\nlines' });
    expect(pipe.transform('a\u0000', { type: 'custom' })).toBe('a\u0000');
  });
});

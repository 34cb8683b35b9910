import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every variable the backend reads is declared once, in env.schema.ts; an operator reads about it in
// the README's Configuration table and finds it in .env.example. This keeps the three in step.
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
const declared = [...read('backend/src/config/env.schema.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+)\??(?: =|:)/gm)].map((m) => m[1]);

describe('configuration documentation', () => {
  it('finds the declared variables', () => {
    expect(declared).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'EVENT_DELIVERY_ATTEMPTS']));
  });

  it.each([
    ['README.md', /^\| .*`NAME`/m],
    ['.env.example', /^#? ?NAME=/m],
  ])('%s documents every variable', (file, pattern) => {
    const text = read(file);
    const missing = declared.filter((name) => !new RegExp(pattern.source.replace('NAME', name), pattern.flags).test(text));
    expect(missing).toEqual([]);
  });
});

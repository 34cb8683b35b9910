import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * test-app.ts boots the whole application, so a module file importing it depends on every module
 * (a loop at folder scale). Module fixtures take a `TestApp` (test-app.types.ts) as a parameter;
 * only the API tests themselves (`*.int.spec.ts`) create one.
 */
const MODULES = join(import.meta.dirname, '../modules');
const IMPORTS_TEST_APP = /(?:from|import)\s*\(?\s*['"][^'"]*\/testing\/test-app(?:\.js)?['"]/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));

describe('module files other than API tests do not import testing/test-app', () => {
  it('recognises the imports it forbids, and not the types-only file', () => {
    expect(IMPORTS_TEST_APP.test(`import { signedInAccount } from '../../../testing/test-app.js';`)).toBe(true);
    expect(IMPORTS_TEST_APP.test(`import type { TestApp } from '../../../../testing/test-app.js';`)).toBe(true);
    expect(IMPORTS_TEST_APP.test(`const m = await import('../../testing/test-app.js');`)).toBe(true);
    expect(IMPORTS_TEST_APP.test(`import type { TestApp } from '../../../testing/test-app.types.js';`)).toBe(false);
  });

  it('holds for every file under backend/src/modules', () => {
    const offenders = sourceFiles(MODULES)
      .filter((file) => !file.endsWith('.int.spec.ts'))
      .filter((file) => IMPORTS_TEST_APP.test(readFileSync(file, 'utf8')))
      .map((file) => relative(MODULES, file));
    expect(offenders).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const NOTIFICATIONS = join(import.meta.dirname, '..');
const SLICE = import.meta.dirname;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The files of the slice that `file` imports other than through the slice's index.ts. */
export function reachesIntoSlice(file: string, source: string, slice = SLICE): string[] {
  const inner: string[] = [];
  for (const [, specifier] of source.matchAll(IMPORT_SPECIFIER)) {
    if (!specifier!.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier!);
    if (!target.startsWith(slice + sep)) continue;
    const path = relative(slice, target);
    if (path !== 'index.js' && path !== 'index.ts' && path !== 'index') inner.push(path);
  }
  return inner;
}

/** The digests slice is self-contained (ADR 0024): the rest of notifications takes it only through digests/index.ts. */
describe('the digests slice', () => {
  it('recognises imports of the slice other than its index, static or dynamic', () => {
    const file = join(NOTIFICATIONS, 'notifications.module.ts');
    expect(reachesIntoSlice(file, `import { digestsInfrastructure } from './digests/index.js';`)).toEqual([]);
    expect(reachesIntoSlice(file, `import { DigestRunner } from './digests/digest-runner.js';`)).toEqual(['digest-runner.js']);
    expect(reachesIntoSlice(file, `export { x } from './digests/http/digest-preview.dto.js';`)).toEqual(['http/digest-preview.dto.js']);
    expect(reachesIntoSlice(file, `const m = await import('./digests/digest-period.js');`)).toEqual(['digest-period.js']);
    expect(reachesIntoSlice(file, `import { deliveryGate } from './application/delivery-gate.js';`)).toEqual([]);
  });

  it('is taken only through its index.ts by every other file of notifications', () => {
    const offenders = readdirSync(NOTIFICATIONS, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(NOTIFICATIONS, file))
      .filter((file) => !file.startsWith(SLICE + sep))
      .flatMap((file) => reachesIntoSlice(file, readFileSync(file, 'utf8')).map((inner) => `${relative(NOTIFICATIONS, file)} → ${inner}`));
    expect(offenders).toEqual([]);
  });
});

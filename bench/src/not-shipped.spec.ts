import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The bench is a development tool: neither the backend's build nor the image may carry it. */
const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the bench ships nowhere', () => {
  it("is outside the backend's build: the backend compiles only backend/src", () => {
    const backend = JSON.parse(read('backend/tsconfig.json')) as { include: string[] };
    const build = JSON.parse(read('backend/tsconfig.build.json')) as { extends: string; include?: string[] };
    expect(build.extends).toBe('./tsconfig.json');
    expect(build.include ?? backend.include).toEqual(['src/**/*.ts']);
  });

  it("is outside the image's build context (.dockerignore)", async () => {
    // tools/ is plain JavaScript without types; the spec takes only this function from it.
    const tools = join(root, 'tools/docker/dockerfile.js');
    const { dockerignoreMatcher } = (await import(tools)) as { dockerignoreMatcher: (text: string) => (path: string) => boolean };
    const ignored = dockerignoreMatcher(read('.dockerignore'));
    expect(ignored('bench/src/run.ts')).toBe(true);
    expect(ignored('bench/project.json')).toBe(true);
    expect(ignored('backend/src/main.ts')).toBe(false);
  });
});

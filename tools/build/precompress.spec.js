import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { MIN_BYTES, isPrecompressible, precompressDirectory, precompressFile } from './precompress.js';

/** Text that compresses well, of at least `bytes` bytes. */
const text = (bytes) => 'export const reagent = "acetone";\n'.repeat(Math.ceil(bytes / 34));

describe('precompressing the built frontend', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('picks text files of at least MIN_BYTES, never already-compressed formats or source maps', () => {
    expect(isPrecompressible('assets/index-abc.js', MIN_BYTES)).toBe(true);
    expect(isPrecompressible('assets/index-abc.js', MIN_BYTES - 1)).toBe(false);
    for (const name of ['index.html', 'a.css', 'favicon.svg', 'manifest.webmanifest', 'data.json', 'SW.JS'])
      expect(isPrecompressible(name, 50_000)).toBe(true);
    for (const name of ['icon.png', 'photo.jpg', 'photo.webp', 'font.woff2', 'index.js.map', 'index.js.br', 'index.js.gz'])
      expect(isPrecompressible(name, 50_000)).toBe(false);
  });

  it('writes .br and .gz siblings that decompress to the original, in every folder', async () => {
    const script = text(5000);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), text(2000));
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4000));

    const written = await precompressDirectory(dir);

    expect(written.map((f) => f.file).sort()).toEqual([join(dir, 'assets', 'index-abc.js'), join(dir, 'index.html')]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.gz'))).toBe(false);
  });

  it('writes no sibling that is not smaller, and removes a stale one left by an earlier run', async () => {
    const path = join(dir, 'assets', 'random-abc.js');
    writeFileSync(path + '.br', 'stale');
    writeFileSync(path + '.gz', 'stale');
    // Random bytes do not compress: every sibling would be larger than the file.
    writeFileSync(path, Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));

    const written = await precompressFile(path);

    expect(written.br).toBeUndefined();
    expect(written.gzip).toBeUndefined();
    expect(existsSync(path + '.br')).toBe(false);
    expect(existsSync(path + '.gz')).toBe(false);
  });
});

// `node scripts/precompress-assets.mjs [dir]`: brotli and gzip siblings for the built frontend
// (default dist/frontend). The frontend's build target runs it right after `vite build`.
import { relative, resolve } from 'node:path';
import { precompressDirectory } from '../tools/build/precompress.js';

const dir = resolve(process.argv[2] ?? 'dist/frontend');
const started = Date.now();
const files = await precompressDirectory(dir);
const total = (key) => files.reduce((sum, file) => sum + (file[key] ?? 0), 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `Precompressed ${files.length} files under ${relative(process.cwd(), dir) || '.'} in ${Date.now() - started} ms: ` +
    `${kib(total('bytes'))} → brotli ${kib(total('br'))}, gzip ${kib(total('gzip'))}`,
);

// Build-time compression of the built frontend (scripts/precompress-assets.mjs runs it after
// `vite build`): each text file gets a brotli (.br) and a gzip (.gz) sibling, compressed once at
// the highest level, so the server never spends CPU on them per request and can send whichever the
// browser accepts (backend/src/shared/http/static-frontend.ts).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the headers of a compressed answer outweigh what compression saves. */
export const MIN_BYTES = 1024;

/**
 * Text formats worth compressing. Images, fonts (woff2 is brotli inside) and archives are already
 * compressed; source maps are left out because browsers fetch them only when developer tools are
 * open (the server still compresses them on the fly).
 */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

export const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (data) => brotli(data, { params: brotliParams(data.length) }) },
  { name: 'gzip', suffix: '.gz', compress: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
];

function brotliParams(size) {
  return {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
}

export const isPrecompressible = (name, size) => size >= MIN_BYTES && PRECOMPRESSED_EXTENSIONS.has(extname(name).toLowerCase());

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes the siblings of one file. A sibling that would not be smaller than the file is not
 * written, and one left from an earlier run is removed: the server would send it in place of the
 * file, and it would be stale. Returns the sizes written, by encoding.
 */
export async function precompressFile(path) {
  const data = await readFile(path);
  const written = { file: path, bytes: data.length };
  for (const encoding of ENCODINGS) {
    const compressed = await encoding.compress(data);
    if (compressed.length < data.length) {
      await writeFile(path + encoding.suffix, compressed);
      written[encoding.name] = compressed.length;
    } else {
      await rm(path + encoding.suffix, { force: true });
    }
  }
  return written;
}

/** Precompresses every eligible file under `dir`; returns one entry per file compressed. */
export async function precompressDirectory(dir) {
  const eligible = [];
  for await (const path of filesUnder(dir)) {
    if (isPrecompressible(path, (await stat(path)).size)) eligible.push(path);
  }
  // zlib runs on libuv's thread pool: files are compressed in parallel, up to its size.
  return Promise.all(eligible.map(precompressFile));
}

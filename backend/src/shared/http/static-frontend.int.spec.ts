import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Controller, Get, Module, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators.js';
import { sendCsv } from '../csv/csv-download.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compress-responses.js';
import { IMMUTABLE, REVALIDATE, SHORT_LIVED } from './static-frontend.js';

/** Text of about `bytes` bytes that compresses well, tagged so each file's body is told apart. */
const text = (tag: string, bytes: number) => `/* ${tag} */\n` + 'console.log("reagent swap");\n'.repeat(Math.ceil(bytes / 29));

/**
 * A built frontend as scripts/precompress-assets.mjs leaves it: hashed assets with .br and .gz
 * siblings, one with gzip only, one too small to compress, an image, and the unhashed files.
 */
function writeFrontend(dir: string): Record<string, string> {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${text('index', 2000)}</body></html>`,
    'pages/help.html': `<!doctype html><html><body><h1>Help Center</h1>${text('help shell', 2000)}</body></html>`,
    'assets/index-AbC123.js': text('entry', 6000),
    'assets/index-AbC123.css': text('styles', 3000),
    'assets/tiny-XyZ789.js': 'export const tiny = 1;\n',
    'manifest.webmanifest': JSON.stringify({ name: 'ReagentSwap', description: text('manifest', 1500) }),
    'sw.js': text('worker', 2000),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${text('favicon', 1500)} --></svg>`,
    '.env': 'SECRET=1',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
    if (name.startsWith('.') || name.includes('tiny')) continue;
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
    if (!name.endsWith('.css')) writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
  }
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.alloc(4096, 7));
  return files;
}

const BROWSER = 'gzip, deflate, br, zstd';

@Controller('test-compression')
class CompressionProbeController {
  @Public()
  @Get('json')
  json(): { items: string[] } {
    return { items: Array.from({ length: 100 }, (_, i) => `reagent ${i}`) };
  }

  @Public()
  @Get('small-json')
  smallJson(): { ok: boolean } {
    return { ok: true };
  }

  @Public()
  @Get('csv')
  async csv(@Res() res: Response): Promise<void> {
    await sendCsv(
      res,
      'probe.csv',
      ['n', 'name'],
      Array.from({ length: 200 }, (_, i) => [i, `reagent ${i}`]),
    );
  }

  @Public()
  @Get('events')
  events(@Res() res: Response): void {
    res.setHeader('Content-Type', 'text/event-stream');
    res.end(`data: ${'x'.repeat(4000)}\n\n`);
  }
}

@Module({ controllers: [CompressionProbeController] })
class CompressionProbeModule {}

describe('the built frontend and compressed answers', () => {
  let t: TestApp;
  let dir: string;
  let files: Record<string, string>;
  const size = (name: string) => String(statSync(join(dir, name)).size);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontend-'));
    files = writeFrontend(dir);
    t = await createTestApp({}, { frontendDir: dir, extraModules: [CompressionProbeModule] });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('precompressed files by Accept-Encoding', () => {
    it("sends the brotli sibling to a browser that takes br and gzip, with the plain file's type and its own length", async () => {
      const res = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', BROWSER).expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['content-length']).toBe(size('assets/index-AbC123.js.br'));
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.text).toBe(files['assets/index-AbC123.js']);
    });

    it('sends the gzip sibling when the client takes gzip only, or ranks it higher', async () => {
      for (const accept of ['gzip', 'br;q=0.5, gzip']) {
        const res = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', accept).expect(200);
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers['content-length']).toBe(size('assets/index-AbC123.js.gz'));
        expect(res.text).toBe(files['assets/index-AbC123.js']);
      }
    });

    it('falls back to gzip when a file has no brotli sibling', async () => {
      const res = await t.http().get('/assets/index-AbC123.css').set('Accept-Encoding', BROWSER).expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['content-length']).toBe(size('assets/index-AbC123.css.gz'));
    });

    it('sends the file itself to a client that takes no compression', async () => {
      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const req = t.http().get('/assets/index-AbC123.js');
        const res = await (accept ? req.set('Accept-Encoding', accept) : req.unset('Accept-Encoding')).expect(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['content-length']).toBe(size('assets/index-AbC123.js'));
        expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(res.text).toBe(files['assets/index-AbC123.js']);
      }
    });

    it('gives each encoding its own ETag, and answers a matching If-None-Match with 304', async () => {
      const br = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'br').expect(200);
      const gzip = await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(br.headers['etag']).toBeTruthy();
      expect(br.headers['etag']).not.toBe(gzip.headers['etag']);
      await t.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'br').set('If-None-Match', br.headers['etag']!).expect(304);
    });

    it('answers HEAD with the headers of the compressed file and no body', async () => {
      const res = await t.http().head('/assets/index-AbC123.js').set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBe(size('assets/index-AbC123.js.br'));
    });

    it('types every compressed format as its plain file is typed', async () => {
      for (const path of [
        '/assets/index-AbC123.js',
        '/assets/index-AbC123.css',
        '/index.html',
        '/manifest.webmanifest',
        '/sw.js',
        '/favicon.svg',
      ]) {
        const plain = await t.http().get(path).unset('Accept-Encoding').buffer(true).expect(200);
        const compressed = await t.http().get(path).set('Accept-Encoding', 'gzip').buffer(true).expect(200);
        expect(compressed.headers['content-encoding']).toBe('gzip');
        expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
      }
    });

    it('sends an image as it is, even to a client that takes br', async () => {
      const res = await t.http().get('/icons/icon-192.png').set('Accept-Encoding', BROWSER).expect(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('image/png');
    });
  });

  describe('caching', () => {
    it('lets browsers keep hashed assets for a year without revalidating', async () => {
      for (const path of ['/assets/index-AbC123.js', '/assets/index-AbC123.css', '/assets/tiny-XyZ789.js']) {
        expect((await t.http().get(path).set('Accept-Encoding', BROWSER).expect(200)).headers['cache-control']).toBe(IMMUTABLE);
      }
      expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    });

    it('has the page, the manifest and the service worker revalidated on every use', async () => {
      for (const path of ['/index.html', '/manifest.webmanifest', '/sw.js']) {
        expect((await t.http().get(path).set('Accept-Encoding', BROWSER).expect(200)).headers['cache-control']).toBe(REVALIDATE);
      }
      expect(REVALIDATE).toBe('no-cache');
    });

    it('keeps other public files an hour', async () => {
      for (const path of ['/favicon.svg', '/icons/icon-192.png']) {
        expect((await t.http().get(path).expect(200)).headers['cache-control']).toBe(SHORT_LIVED);
      }
      expect(SHORT_LIVED).toBe('public, max-age=3600');
    });
  });

  describe('single-page fallback', () => {
    it('answers a client route with index.html, compressed and revalidated, with the security headers', async () => {
      const res = await t.http().get('/reagents/0b7c1a52').set('Accept-Encoding', BROWSER).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.text).toBe(files['index.html']);
    });

    it('answers a page that has its own copy of index.html with that copy, compressed and revalidated', async () => {
      const res = await t.http().get('/help').set('Accept-Encoding', BROWSER).expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.text).toBe(files['pages/help.html']);
      // Only the page's own path: below it, and pages without a copy, get index.html.
      expect((await t.http().get('/help/more').expect(200)).text).toBe(files['index.html']);
      expect((await t.http().get('/').expect(200)).text).toBe(files['index.html']);
    });

    it('answers HEAD of a client route like GET, without a body', async () => {
      const res = await t.http().head('/help').expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
    });

    it('answers a missing hashed asset with 404, never with the page under a script URL', async () => {
      const res = await t.http().get('/assets/index-Gone00.js').expect(404);
      expect(res.text).not.toContain('<script');
      expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
    });

    it('leaves API routes, other methods and paths out of the folder to the server', async () => {
      expect((await t.http().get('/api/nope').expect(404)).headers['content-type']).toContain('json');
      await t.http().post('/reagents').expect(404);
      for (const path of ['/.env', '/assets/..%2f.env', '/..%2f..%2fetc%2fpasswd', '/%E0%A4%A']) {
        const res = await t.http().get(path).expect(200);
        expect(res.text).toBe(files['index.html']);
      }
    });
  });

  describe('on-the-fly compression', () => {
    it('compresses a JSON answer above the threshold, brotli first', async () => {
      const res = await t.http().get('/api/test-compression/json').set('Accept-Encoding', BROWSER).expect(200);
      expect(JSON.stringify(res.body).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.body.items).toHaveLength(100);
      const gzip = await t.http().get('/api/test-compression/json').set('Accept-Encoding', 'gzip').expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
    });

    it('sends a JSON answer below the threshold, and any to a client that takes none, as it is', async () => {
      const small = await t.http().get('/api/test-compression/small-json').set('Accept-Encoding', BROWSER).expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      const plain = await t.http().get('/api/test-compression/json').unset('Accept-Encoding').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('compresses the API description and CSV downloads (text), not event streams', async () => {
      expect((await t.http().get('/api/docs-json').set('Accept-Encoding', BROWSER).expect(200)).headers['content-encoding']).toBe('br');
      const csv = await t.http().get('/api/test-compression/csv').set('Accept-Encoding', BROWSER).expect(200);
      expect(csv.headers['content-encoding']).toBe('br');
      expect(csv.text.split('\n')[1]).toBe('0,reagent 0');
      const events = await t.http().get('/api/test-compression/events').set('Accept-Encoding', BROWSER).buffer(true).expect(200);
      expect(events.headers['content-encoding']).toBeUndefined();
    });
  });
});

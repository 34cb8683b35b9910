import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createBrotliCompress } from 'node:zlib';
import express, { type Request, type Response } from 'express';
import { BROTLI_QUALITY, compressResponses, shouldCompress } from './compress-responses.js';
import { acceptedEncodings } from './static-frontend.js';

const request = (path: string) => ({ path, headers: { 'accept-encoding': 'gzip, br' } }) as unknown as Request;
const response = (contentType: string) =>
  ({ getHeader: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : undefined) }) as unknown as Response;

describe('shouldCompress', () => {
  it('compresses JSON, problem details, CSV and metrics text', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/csv; charset=utf-8',
      'text/plain; version=0.0.4',
    ])
      expect(shouldCompress(request('/api/reagents'), response(type))).toBe(true);
  });

  it('leaves socket.io, event streams and images alone', () => {
    expect(shouldCompress(request('/socket.io/'), response('application/json'))).toBe(false);
    expect(shouldCompress(request('/api/events'), response('text/event-stream'))).toBe(false);
    for (const type of ['image/webp', 'image/jpeg', 'image/png'])
      expect(shouldCompress(request('/api/images/abc.webp'), response(type))).toBe(false);
  });
});

/** What a brotli stream of that quality makes of `body` written at once, as compression writes it. */
const brotliStream = (body: Buffer, quality: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    stream
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
    stream.end(body);
  });

describe('compressResponses', () => {
  it('compresses a JSON page with brotli at BROTLI_QUALITY', async () => {
    const page = { items: Array.from({ length: 24 }, (_, i) => ({ id: `reagent-${i}`, name: `Acetone ${i}`, lab: `Lab ${i % 7}` })) };
    const app = express().use(compressResponses());
    app.get('/page', (_req, res) => void res.json(page));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        httpRequest({ port, host: '127.0.0.1', path: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
      expect(raw.encoding).toBe('br');
      expect(BROTLI_QUALITY).toBe(3);
      expect(raw.body).toEqual(await brotliStream(Buffer.from(JSON.stringify(page)), BROTLI_QUALITY));
    } finally {
      server.close();
    }
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values, defaulting to 1, and lets * stand for codings not named', () => {
    const q = acceptedEncodings('gzip, deflate, br;q=0.8, *;q=0.1');
    expect([q('gzip'), q('br'), q('zstd')]).toEqual([1, 0.8, 0.1]);
    expect(acceptedEncodings('BR')('br')).toBe(1);
  });

  it('accepts nothing when the header is absent, empty or refuses a coding', () => {
    expect(acceptedEncodings(undefined)('br')).toBe(0);
    expect(acceptedEncodings('')('gzip')).toBe(0);
    expect(acceptedEncodings('br;q=0')('br')).toBe(0);
    expect(acceptedEncodings('gzip;q=oops')('gzip')).toBe(0);
  });
});

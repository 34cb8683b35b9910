import type { Request, Response } from 'express';
import { shouldCompress } from './compress-responses.js';
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

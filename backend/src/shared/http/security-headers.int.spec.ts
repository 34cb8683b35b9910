import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { DEV_FRONTEND_ORIGINS } from './security-headers.js';

/** Parses a Content-Security-Policy header into directive → sources. */
function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const preflight = (t: TestApp, origin: string) =>
  t
    .http()
    .options('/api/auth/login')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'content-type');

describe('security headers over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('sends a Content-Security-Policy that allows only this origin to run script and frames nobody in', async () => {
    const csp = directives((await t.http().get('/api/health')).headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('forbids MIME sniffing and framing, and keeps the referrer on this site', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no HSTS when PUBLIC_URL is plain http', async () => {
    expect((await t.http().get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('puts the headers on error answers too, those of the body parser included', async () => {
    const res = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives a foreign origin no Access-Control-Allow-Origin, on a preflight or a simple request', async () => {
    const res = await preflight(t, 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.http().get('/api/health').set('Origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("allows PUBLIC_URL's own origin, and leaves same-origin calls (no CORS involved) working", async () => {
    const res = await preflight(t, 'http://localhost:3000');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    await t.http().get('/api/health').expect(200);
  });

  it('does not allow the Vite dev server outside development', async () => {
    expect((await preflight(t, DEV_FRONTEND_ORIGINS[0]!)).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://reagentswap.example.org' });
  });
  afterAll(() => t.close());

  it('sends HSTS for a year, subdomains included, and upgrades insecure requests', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('CORS in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('allows the Vite dev and preview servers, still not a foreign origin', async () => {
    for (const origin of DEV_FRONTEND_ORIGINS) {
      expect((await preflight(t, origin)).headers['access-control-allow-origin']).toBe(origin);
    }
    expect((await preflight(t, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

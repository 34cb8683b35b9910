import { loadConfig } from '../../config/load-config.js';
import { socketOriginPolicy } from './socket-origin.js';

// Production refuses to start without a ledger checkpoint key, so every config here has one.
const policy = (env: Record<string, string> = {}) => socketOriginPolicy(loadConfig({ LEDGER_CHECKPOINT_KEY: 'k'.repeat(32), ...env }));
const from = (origin: string | undefined, host = 'app.example.org') => ({ headers: { origin, host } });

describe('socketOriginPolicy', () => {
  it('lets in clients that are no web page (no Origin) and the pages this server serves', () => {
    const allowed = policy({ NODE_ENV: 'production' });
    expect(allowed(from(undefined))).toBe(true);
    expect(allowed(from('https://app.example.org'))).toBe(true);
    expect(allowed(from('http://APP.example.org', 'app.example.org'))).toBe(true);
    expect(allowed(from('http://localhost:3000', 'localhost:3000'))).toBe(true);
  });

  it('lets in PUBLIC_URL’s origin behind a proxy that rewrites the Host', () => {
    expect(
      policy({ NODE_ENV: 'production', PUBLIC_URL: 'https://reagentswap.example.edu' })(
        from('https://reagentswap.example.edu', '10.0.0.5:3000'),
      ),
    ).toBe(true);
  });

  it('lets in the Vite dev servers in development only', () => {
    expect(policy({ NODE_ENV: 'development' })(from('http://localhost:4200', 'localhost:3000'))).toBe(true);
    expect(policy({ NODE_ENV: 'production' })(from('http://localhost:4200', 'localhost:3000'))).toBe(false);
  });

  it('refuses foreign pages, a port of another server, the opaque null origin and garbage', () => {
    const allowed = policy({ NODE_ENV: 'production', PUBLIC_URL: 'https://reagentswap.example.edu' });
    for (const origin of ['https://evil.example', 'https://app.example.org:8443', 'null', 'file://', 'not a url', 'javascript:alert(1)']) {
      expect(allowed(from(origin))).toBe(false);
    }
  });
});

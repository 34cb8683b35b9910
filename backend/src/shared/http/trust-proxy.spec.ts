import { loadConfig } from '../../config/load-config.js';
import { trustProxySetting } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('becomes the matching express trust proxy value', () => {
    expect(trustProxySetting('loopback')).toBe('loopback');
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('10.0.0.0/8, fd00::/8')).toBe('10.0.0.0/8, fd00::/8');
  });

  it('defaults to loopback and accepts addresses, subnets and named ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    for (const value of ['false', '1', '10.0.0.1', '10.0.0.0/8,172.16.0.0/12', 'loopback, uniquelocal', 'fd00::/8']) {
      expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
    }
  });

  it('refuses "true": every client could then choose the address its rate limits are counted on', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: 'anyone' })).toThrow(/TRUST_PROXY must be/);
  });
});

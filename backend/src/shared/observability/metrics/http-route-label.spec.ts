import type { IncomingMessage } from 'node:http';
import { isSocketTransport, routeLabel } from './http-route-label.js';

const request = (fields: Record<string, unknown>) => fields as unknown as IncomingMessage;

describe('routeLabel', () => {
  it('is the matched route pattern, never the raw URL', () => {
    const matched = request({
      url: '/api/reagents/5f0c6f3e-8a43-4a55-9a43-6e0d1c2b7a10?x=1',
      baseUrl: '',
      route: { path: '/api/reagents/:id' },
    });
    expect(routeLabel(matched)).toBe('/api/reagents/:id');
  });

  it('puts requests no route matched into fixed buckets', () => {
    expect(routeLabel(request({ url: '/api/no/such/thing-123' }))).toBe('unmatched');
    expect(routeLabel(request({ url: '/reagents/123' }))).toBe('frontend');
    expect(routeLabel(request({ url: '/socket.io/?EIO=4&transport=polling&sid=abc' }))).toBe('/socket.io');
  });

  it('tells socket.io transports apart (a shutdown does not wait for their long-polls)', () => {
    expect(isSocketTransport(request({ url: '/socket.io/?EIO=4' }))).toBe(true);
    expect(isSocketTransport(request({ url: '/api/health' }))).toBe(false);
  });
});

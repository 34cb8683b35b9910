import { createECDH, randomBytes } from 'node:crypto';
import { pushEndpointProblem, pushKeysProblem } from './push-endpoint.js';

describe('push subscription checks', () => {
  it('accepts push services over https', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', true)).toBeUndefined();
    expect(pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBeUndefined();
  });

  it('refuses endpoints that would aim the server at internal addresses', () => {
    expect(pushEndpointProblem('http://fcm.googleapis.com/x', true)).toMatch(/https/);
    expect(pushEndpointProblem('https://127.0.0.1/x', true)).toMatch(/push service host/);
    expect(pushEndpointProblem('https://[::1]/x', true)).toMatch(/push service host/);
    expect(pushEndpointProblem('https://169.254.169.254/latest', true)).toMatch(/push service host/);
    expect(pushEndpointProblem('https://localhost/x', true)).toMatch(/push service host/);
    expect(pushEndpointProblem('https://user:pw@push.example.com/x', true)).toMatch(/credentials/);
    expect(pushEndpointProblem('not a url', true)).toMatch(/URL/);
    expect(pushEndpointProblem('file:///etc/passwd', false)).toMatch(/https/);
  });

  it('allows a local http push service outside production only (tests, development)', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4567/push/1', false)).toBeUndefined();
    expect(pushEndpointProblem('http://localhost:4567/push/1', false)).toBeUndefined();
    expect(pushEndpointProblem('http://127.0.0.1:4567/push/1', true)).toMatch(/https/);
    expect(pushEndpointProblem('http://10.0.0.5/push', false)).toMatch(/https/);
  });

  it('checks the encryption keys a browser sends', () => {
    const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    expect(pushKeysProblem({ p256dh, auth })).toBeUndefined();
    expect(pushKeysProblem({ p256dh: 'short', auth })?.field).toBe('keys.p256dh');
    expect(pushKeysProblem({ p256dh, auth: 'abc' })?.field).toBe('keys.auth');
  });
});

import { isIP } from 'node:net';
import type { FieldError } from '../../../shared/errors/domain-error.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may POST to this push endpoint. Browsers' push services are public HTTPS
 * hosts named by DNS, so anything else (plain HTTP, IP literals, localhost) would only let a
 * member aim our server at internal addresses. Outside production, http://localhost and
 * http://127.0.0.1 are allowed so tests and local development can run a fake push service.
 */
export function pushEndpointProblem(endpoint: string, production: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:' && !production && LOOPBACK.has(host)) return undefined;
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  if (url.username || url.password) return 'endpoint must not contain credentials';
  if (LOOPBACK.has(host) || isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'endpoint must name a push service host';
  return undefined;
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (value: string) => Buffer.from(value, 'base64url').length;

/** The browser's keys for payload encryption (RFC 8291): a P-256 public key and a 16-byte secret. */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): FieldError | undefined {
  if (!base64url.test(keys.p256dh) || decodedLength(keys.p256dh) !== 65 || Buffer.from(keys.p256dh, 'base64url')[0] !== 0x04) {
    return { field: 'keys.p256dh', message: 'keys.p256dh must be the base64url of an uncompressed P-256 public key (65 bytes)' };
  }
  if (!base64url.test(keys.auth) || decodedLength(keys.auth) < 16) {
    return { field: 'keys.auth', message: 'keys.auth must be the base64url of at least 16 bytes' };
  }
  return undefined;
}

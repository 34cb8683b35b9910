import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../../config/app-config.js';
import { corsOptions } from '../http/security-headers.js';

/**
 * Which pages may open a socket: the server's own (Origin's host = the request's Host, e.g. the
 * built frontend this server serves), PUBLIC_URL's origin and, in development, the Vite servers —
 * the origins CORS allows. A request without an Origin header comes from no web page (a native or
 * Node client): the token in the handshake is what authenticates it, and a page on another site
 * cannot get the member's token (it is not a cookie), so the check only stops foreign pages early.
 */
export function socketOriginPolicy(config: AppConfig): (request: Pick<IncomingMessage, 'headers'>) => boolean {
  const allowed = new Set(corsOrigins(config));
  return ({ headers }) => {
    const origin = headers.origin;
    if (origin === undefined) return true;
    if (allowed.has(origin)) return true;
    return hostOf(origin) !== undefined && hostOf(origin) === headers.host?.toLowerCase();
  };
}

function corsOrigins(config: AppConfig): string[] {
  const { origin } = corsOptions(config);
  return Array.isArray(origin) ? origin.filter((o): o is string => typeof o === 'string') : [];
}

function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined; // 'null' (sandboxed frames, file://) and garbage are nobody's origin
  }
}

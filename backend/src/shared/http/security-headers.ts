import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';

/** The Vite dev server and preview (frontend/vite.config.ts), allowed as origins in development only. */
export const DEV_FRONTEND_ORIGINS = ['http://localhost:4200', 'http://localhost:4300'];

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const isHttps = (config: AppConfig) => config.PUBLIC_URL?.startsWith('https://') ?? false;

/**
 * What the app really loads, and nothing else: its own scripts only (Vite emits no inline script),
 * styles from itself plus inline ones because antd's CSS-in-JS injects <style> tags at run time (a
 * nonce would need index.html templated per request; injected CSS cannot run script), images from
 * itself and data:/blob: (antd icons, previews of images picked for upload), fetch and the
 * socket.io websocket to itself ('self' covers ws:/wss: on the same host), the service worker and
 * manifest from itself. Push needs no entry: the browser, not the page, talks to the push service.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response, API and frontend alike. HSTS only when PUBLIC_URL is https:
 * sent over plain http it would be ignored at best, and pin a local http:// host at worst.
 */
export function securityHeaders(config: AppConfig) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: isHttps(config) ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // The app embeds nothing cross-origin; COEP would only risk breaking future image hosts.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * CORS closed to foreign origins: the frontend is served by this server (same origin, no CORS
 * needed), so only PUBLIC_URL's own origin and, in development, the Vite dev/preview servers are
 * allowed; any other origin gets no Access-Control-Allow-Origin and the browser blocks the call.
 */
export function corsOptions(config: AppConfig): CorsOptions {
  const origins = [
    ...(config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : []),
    ...(config.NODE_ENV === 'development' ? DEV_FRONTEND_ORIGINS : []),
  ];
  return { origin: origins, credentials: true };
}

import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { METRICS_PATH } from '../observability/metrics/metrics.controller.js';
import { fillSlots, type FilledPageShell } from './page-shell-slots.js';

/** Vite names every file under /assets/ by its content hash: a name never gets other bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but revalidated (ETag) on every use: a deploy shows up on the next load. */
export const REVALIDATE = 'no-cache';
/** Unhashed public files (favicon, icons): rarely changed, and harmless if an hour late. */
export const SHORT_LIVED = 'public, max-age=3600';

/** Unhashed files whose staleness would pin users to an old build: the page, its manifest and service worker. */
const ALWAYS_REVALIDATED = new Set(['index.html', 'manifest.webmanifest', 'sw.js']);

/** Copies of index.html with a page's heading already in them (frontend/build/page-shells.ts). */
const PAGE_SHELLS = 'pages/';

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  return ALWAYS_REVALIDATED.has(relativePath) || relativePath.startsWith(PAGE_SHELLS) ? REVALIDATE : SHORT_LIVED;
}

/** The page's own copy of index.html that a client route may have: `pages/index.html` for /, `pages/help.html` for /help. */
export function pageShellFor(urlPath: string): string | undefined {
  if (urlPath === '/') return `${PAGE_SHELLS}index.html`;
  return /^\/[a-z-]+$/.test(urlPath) ? `${PAGE_SHELLS}${urlPath.slice(1)}.html` : undefined;
}

/**
 * The Content-Type of the formats that scripts/precompress-assets.mjs compresses, as `send` names
 * them for the plain file (static-frontend.int.spec.ts checks both agree). A compressed sibling
 * is only ever sent for these: send would type `x.js.br` by its last extension.
 */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Brotli first: for the same q-value it is 15–20 % smaller than gzip on this app's scripts. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The q-value the client gives each coding (RFC 9110 §12.5.3), `*` standing for those not named.
 * Not Negotiator's choice: it breaks ties by the client's order, and Chrome lists gzip before br.
 */
export function acceptedEncodings(header: string | undefined): (name: string) => number {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return (name) => q.get(name) ?? q.get('*') ?? 0;
}

/** Paths the server answers itself, never the frontend. */
export const isServerPath = (path: string): boolean =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io') || path === `/${METRICS_PATH}`;

const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/** The request path as a file under the frontend folder, or undefined for anything that could leave it or name a dotfile. */
function relativeFilePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = decoded.slice(1);
  if (!relative || relative.includes('\0') || relative.includes('\\')) return undefined;
  const segments = relative.split('/');
  return segments.every((segment) => segment && !segment.startsWith('.')) ? relative : undefined;
}

/** The best sibling the client accepts (highest q; br on a tie), or undefined for the file itself. */
async function chooseEncoding(req: Request, dir: string, relative: string): Promise<Encoding | undefined> {
  if (!PRECOMPRESSED_TYPES[extname(relative)]) return undefined;
  const q = acceptedEncodings(req.headers['accept-encoding']);
  const candidates = ENCODINGS.filter((encoding) => q(encoding.name) > 0).sort((a, b) => q(b.name) - q(a.name));
  for (const encoding of candidates) {
    if (await isFile(join(dir, relative + encoding.suffix))) return encoding;
  }
  return undefined;
}

/** Sends one file of the frontend, precompressed when the client takes it; calls `fallback` if it cannot be sent. */
async function sendAsset(req: Request, res: Response, dir: string, relative: string, fallback: () => void): Promise<void> {
  const encoding = await chooseEncoding(req, dir, relative);
  // Every answer of a file that has siblings depends on Accept-Encoding, the plain one too: a shared cache must not hand it to a browser that takes br.
  res.vary('Accept-Encoding');
  const headers: Record<string, string> = { 'Cache-Control': cacheControlFor(relative) };
  if (encoding) {
    headers['Content-Encoding'] = encoding.name;
    headers['Content-Type'] = PRECOMPRESSED_TYPES[extname(relative)]!;
  }
  // Headers go through `headers` so that send sets them only once the file is really sent (a
  // vanished file falls back without them). ETag and Last-Modified are those of the file sent:
  // each encoding has its own size, so its own validator.
  res.sendFile(
    encoding ? relative + encoding.suffix : relative,
    { root: dir, headers, cacheControl: false, dotfiles: 'deny' },
    (error?: Error & { code?: string }) => {
      if (error && !res.headersSent) fallback();
    },
  );
}

/**
 * The page's shell with its slots filled, when one is for this path and has content for it; false
 * when not (no such shell, nothing to show, or the build has no such file): the caller sends index.html.
 */
async function sendFilledShell(req: Request, res: Response, dir: string, shells: FilledPageShell[]): Promise<boolean> {
  for (const shell of shells) {
    const match = req.path.match(shell.path);
    if (!match) continue;
    const file = join(dir, PAGE_SHELLS, shell.file);
    if (!(await isFile(file))) return false;
    const slots = await shell.slots(match);
    if (!slots) return false;
    const html = fillSlots(await readFile(file, 'utf8'), slots);
    // Compressed on the fly (compress-responses.ts) like any other text answer; revalidated like index.html.
    res.set('Cache-Control', REVALIDATE).type('html').send(html);
    return true;
  }
  return false;
}

/**
 * The built single-page app: its files with long-lived caching for hashed assets, brotli or gzip
 * siblings chosen by Accept-Encoding (built by scripts/precompress-assets.mjs), and index.html for
 * any other GET so client routes resolve (the page's own copy of it where the build made one). A missing /assets/ file is a 404, not index.html: a
 * page of an older build asking for a script gone since must not get HTML under a script's URL.
 */
export function serveFrontend(dir: string, filledShells: FilledPageShell[] = []): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // HEAD too: link checkers and uptime probes ask for a page's headers only (send omits the body).
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    const relative = relativeFilePath(req.path);
    const serveIndex = () => void sendAsset(req, res, dir, 'index.html', () => next());
    const shell = pageShellFor(req.path);
    void (async () => {
      if (relative && (await isFile(join(dir, relative)))) return sendAsset(req, res, dir, relative, serveIndex);
      if (relative?.startsWith('assets/')) return next();
      if (await sendFilledShell(req, res, dir, filledShells)) return;
      if (shell && (await isFile(join(dir, shell)))) return sendAsset(req, res, dir, shell, serveIndex);
      serveIndex();
    })().catch(next);
  };
}

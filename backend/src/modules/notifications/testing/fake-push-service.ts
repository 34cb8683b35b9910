import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
}

/**
 * A push service for tests: answers each path with the statuses queued for it (the last one
 * repeats; 201 by default) and records every request.
 */
export class FakePushService {
  readonly requests: PushRequest[] = [];
  private readonly answers = new Map<string, number[]>();
  private readonly server: Server;

  private constructor() {
    this.server = createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.requests.push({ path, headers: req.headers, bodyBytes: bytes });
        const queued = this.answers.get(path) ?? [201];
        const status = queued.length > 1 ? queued.shift()! : queued[0]!;
        res.statusCode = status;
        res.end(status >= 400 ? `status ${status}` : '');
      });
    });
  }

  static async start(): Promise<FakePushService> {
    const service = new FakePushService();
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  /** Answers requests to `path` with these statuses, in order. */
  answer(path: string, ...statuses: number[]): void {
    this.answers.set(path, statuses);
  }

  endpoint(path: string): string {
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('fake push service is not listening');
    return `http://127.0.0.1:${address.port}${path}`;
  }

  requestsTo(path: string): PushRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** What a browser's PushSubscription.toJSON().keys holds: a P-256 public key and a 16-byte secret. */
export function browserPushKeys(): { p256dh: string; auth: string } {
  return { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

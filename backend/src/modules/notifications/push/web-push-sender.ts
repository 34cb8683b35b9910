import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import { PermanentJobError } from '../queues/job-queue.js';
import type { PushUrgency } from './push-delivery-options.js';
import { VAPID_KEYS, type VapidKeys } from './vapid-keys.js';

/** What the push payload carries (plus a `tag`, the send's topic); the service worker (frontend/public/sw.js) shows it. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Per message: `topic` (RFC 8030 §5.4, see pushTopic) collapses copies of one notification; `urgency` (§5.3). */
export interface PushSendOptions {
  topic: string;
  urgency: PushUrgency;
}

/** delivered: the push service accepted it; gone: the subscription no longer exists (404/410). */
export type PushOutcome = 'delivered' | 'gone';

const TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends one Web Push message. web-push builds the request (VAPID JWT, RFC 8291 payload
 * encryption); we send it with fetch, which gives us a timeout and a plain status code, and lets
 * tests answer from a local HTTP server. Status codes follow RFC 8030: 2xx accepted; 404/410 the
 * subscription is gone; 429 and 5xx are worth retrying; other 4xx will not get better.
 */
@Injectable()
export class WebPushSender {
  constructor(@Inject(VAPID_KEYS) private readonly keys: VapidKeys) {}

  async send(target: PushTarget, payload: PushPayload, { topic, urgency }: PushSendOptions): Promise<PushOutcome> {
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        // The topic doubles as the notification's tag: the service worker replaces, not stacks, a second copy.
        JSON.stringify({ ...payload, tag: topic }),
        {
          vapidDetails: { subject: this.keys.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
          TTL: TTL_SECONDS,
          topic,
          urgency,
        },
      );
    } catch (error) {
      throw new PermanentJobError(`Push request could not be built: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    if (response.ok) return 'delivered';
    if (response.status === 404 || response.status === 410) return 'gone';
    const message = `Push service answered ${response.status}${detail ? `: ${detail}` : ''}`;
    if (response.status === 429 || response.status >= 500) throw new Error(message);
    throw new PermanentJobError(message);
  }
}

import type { PushUrgency } from '../../push/push-delivery-options.js';
import type { PushPayload } from '../../push/web-push-sender.js';

/** The push queue: one job per notification and device. */
export const PUSH_QUEUE = 'push';
export const SEND_PUSH_JOB = 'send-push';
export const PUSH_CONCURRENCY = 10;

export interface SendPushJob {
  deliveryId: string;
  subscriptionId: string;
  payload: PushPayload;
  /** From the notification's kind; jobs queued before it existed go out as 'normal'. */
  urgency?: PushUrgency;
}

export const sendPushJobId = (deliveryId: string, subscriptionId: string): string => `push:${deliveryId}:${subscriptionId}`;

import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from '../../../shared/database/columns.js';
import { EntitySchema, type OptionalProps } from '@mikro-orm/core';

export type MailStatus = 'queued' | 'delivered' | 'failed';
export type MailTransportKind = 'smtp' | 'local';

/**
 * One e-mail: queued when an event asks for it, then delivered (to SMTP, or kept in the local
 * outbox when no SMTP_URL is set) or failed after its retries. The body is kept only for the local
 * outbox; after an SMTP delivery it is cleared (links in it must not outlive their purpose here).
 */
export interface MailRecord {
  [OptionalProps]?: 'createdAt' | 'status' | 'attempts' | 'replyTo' | 'recipientUserId' | 'lastError' | 'deliveredAt' | 'transport';
  id: string;
  dedupeKey: string;
  kind: string;
  template: string;
  recipientUserId?: string | null;
  toAddress: string;
  replyTo?: string | null;
  subject: string;
  html: string | null;
  text: string | null;
  status: MailStatus;
  transport?: MailTransportKind | null;
  attempts: number;
  lastError?: string | null;
  createdAt: Date;
  deliveredAt?: Date | null;
}

/** A browser's push subscription (one per device and browser profile), owned by one member. */
export interface PushSubscriptionRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'userAgent' | 'lastSuccessAt';
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent?: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastSuccessAt?: Date | null;
}

/** One push notification to one member (fanned out to their devices); its dedupe key is unique. */
export interface PushDeliveryRecord {
  [OptionalProps]?: 'createdAt' | 'devices';
  id: string;
  dedupeKey: string;
  kind: string;
  template: string;
  userId: string;
  title: string;
  body: string;
  url: string;
  devices: number;
  createdAt: Date;
}

const uuidPk = uuidPrimaryKey;
const createdAt = createdAtColumn;

export const MailSchema = new EntitySchema<MailRecord>({
  name: 'Mail',
  tableName: 'mail_outbox',
  properties: {
    id: uuidPk,
    dedupeKey: { type: 'text' },
    kind: { type: 'text' },
    template: { type: 'text' },
    recipientUserId: { type: 'uuid', nullable: true },
    toAddress: { type: 'text' },
    replyTo: { type: 'text', nullable: true },
    subject: { type: 'text' },
    html: { type: 'text', nullable: true },
    text: { type: 'text', nullable: true },
    status: { type: 'text', default: 'queued' },
    transport: { type: 'text', nullable: true },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    createdAt,
    deliveredAt: { type: 'datetime', nullable: true },
  },
});

export const PushSubscriptionSchema = new EntitySchema<PushSubscriptionRecord>({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: uuidPk,
    userId: { type: 'uuid' },
    endpoint: { type: 'text' },
    p256dh: { type: 'text' },
    auth: { type: 'text' },
    userAgent: { type: 'text', nullable: true },
    createdAt,
    updatedAt: updatedAtColumn,
    lastSuccessAt: { type: 'datetime', nullable: true },
  },
});

export const PushDeliverySchema = new EntitySchema<PushDeliveryRecord>({
  name: 'PushDelivery',
  tableName: 'push_deliveries',
  properties: {
    id: uuidPk,
    dedupeKey: { type: 'text' },
    kind: { type: 'text' },
    template: { type: 'text' },
    userId: { type: 'uuid' },
    title: { type: 'text' },
    body: { type: 'text' },
    url: { type: 'text' },
    devices: { type: 'integer', default: 0 },
    createdAt,
  },
});

export const notificationsEntities = [MailSchema, PushSubscriptionSchema, PushDeliverySchema];

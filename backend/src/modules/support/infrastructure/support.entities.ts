import { createdAtColumn, uuidPrimaryKey } from '../../../shared/database/columns.js';
import { EntitySchema, type OptionalProps } from '@mikro-orm/core';
import type { IssueType } from '../domain/support-rules.js';

export interface SupportRequestRecord {
  [OptionalProps]?: 'createdAt';
  id: string;
  name: string;
  email: string;
  issueType: IssueType;
  message: string;
  createdAt: Date;
}

export interface ContactMessageRecord {
  [OptionalProps]?: 'createdAt';
  id: string;
  name: string;
  university: string;
  email: string;
  message: string;
  createdAt: Date;
}

const uuidPk = uuidPrimaryKey;
const createdAt = createdAtColumn;

export const SupportRequestSchema = new EntitySchema<SupportRequestRecord>({
  name: 'SupportRequest',
  tableName: 'support_requests',
  properties: {
    id: uuidPk,
    name: { type: 'text' },
    email: { type: 'text' },
    issueType: { type: 'text' },
    message: { type: 'text' },
    createdAt,
  },
});

export const ContactMessageSchema = new EntitySchema<ContactMessageRecord>({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: uuidPk,
    name: { type: 'text' },
    university: { type: 'text' },
    email: { type: 'text' },
    message: { type: 'text' },
    createdAt,
  },
});

export const supportEntities = [SupportRequestSchema, ContactMessageSchema];

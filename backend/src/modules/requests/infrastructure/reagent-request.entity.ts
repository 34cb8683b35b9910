import { EntitySchema, type OptionalProps } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from '../../../shared/database/columns.js';

// Generated columns (listing_seq, search_text) are the database's business: not mapped, never written.

export interface ReagentRequestRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'isFulfilled' | 'isDeleted';
  id: string;
  requesterId: string;
  name: string;
  catalogueNumber: string | null;
  categoryId: string | null;
  description: string | null;
  amount: number | null;
  amountUnit: string | null;
  numberOfPackages: number | null;
  storageConditions: string | null;
  city: string | null;
  country: string | null;
  /** CAS Registry Number, canonical (NNNNNNN-NN-N), or null (issue 18). */
  casNumber: string | null;
  isFulfilled: boolean;
  isDeleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const ReagentRequestSchema = new EntitySchema<ReagentRequestRecord>({
  name: 'ReagentRequest',
  tableName: 'reagent_requests',
  properties: {
    id: uuidPrimaryKey,
    requesterId: { type: 'uuid' },
    name: { type: 'text' },
    catalogueNumber: { type: 'text', nullable: true },
    categoryId: { type: 'text', nullable: true },
    description: { type: 'text', nullable: true },
    amount: { type: 'decimal', runtimeType: 'number', columnType: 'numeric(16,4)', nullable: true },
    amountUnit: { type: 'text', nullable: true },
    numberOfPackages: { type: 'integer', nullable: true },
    storageConditions: { type: 'text', nullable: true },
    city: { type: 'text', nullable: true },
    country: { type: 'text', nullable: true },
    casNumber: { type: 'text', nullable: true },
    isFulfilled: { type: 'boolean', default: false },
    isDeleted: { type: 'boolean', default: false },
    createdAt: createdAtColumn,
    updatedAt: updatedAtColumn,
  },
});

export const requestsEntities = [ReagentRequestSchema];

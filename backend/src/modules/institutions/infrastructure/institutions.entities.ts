import { createdAtColumn, uuidPrimaryKey } from '../../../shared/database/columns.js';
import { EntitySchema, type OptionalProps } from '@mikro-orm/core';

export interface UniversityRecord {
  [OptionalProps]?: 'createdAt' | 'address' | 'postcode' | 'country';
  id: string;
  name: string;
  address?: string | null;
  city: string;
  postcode?: string | null;
  country?: string | null;
  createdAt: Date;
}

export interface LabRecord {
  [OptionalProps]?: 'createdAt';
  id: string;
  name: string;
  universityId: string;
  createdAt: Date;
}

const text = { type: 'text', nullable: true } as const;

export const UniversitySchema = new EntitySchema<UniversityRecord>({
  name: 'University',
  tableName: 'universities',
  properties: {
    id: uuidPrimaryKey,
    name: { type: 'text' },
    address: text,
    city: { type: 'text' },
    postcode: text,
    country: text,
    createdAt: createdAtColumn,
  },
});

export const LabSchema = new EntitySchema<LabRecord>({
  name: 'Lab',
  tableName: 'labs',
  properties: { id: uuidPrimaryKey, name: { type: 'text' }, universityId: { type: 'uuid' }, createdAt: createdAtColumn },
});

export const institutionsEntities = [UniversitySchema, LabSchema];

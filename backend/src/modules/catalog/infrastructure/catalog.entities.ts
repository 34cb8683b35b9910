import { ArrayType, EntitySchema, type OptionalProps } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from '../../../shared/database/columns.js';

// Generated columns (listing_seq, search_text) are the database's business: not mapped, never written.

export interface CategoryRecord {
  [OptionalProps]?: 'createdAt';
  id: string;
  name: string;
  createdAt: Date;
}

export interface ReagentRecord {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'isAvailable'
    | 'isDeleted'
    | 'catalogueNumber'
    | 'description'
    | 'amount'
    | 'amountUnit'
    | 'storageConditions'
    | 'numberOfPackages'
    | 'expiryDate'
    | 'city'
    | 'country'
    | 'casNumber'
    | 'ghsPictograms'
    | 'hazardStatements'
    | 'swappedInSwapId';
  id: string;
  ownerId: string;
  name: string;
  catalogueNumber: string;
  categoryId: string;
  description: string;
  amount: number;
  amountUnit: string;
  storageConditions: string;
  numberOfPackages: number;
  expiryDate: string | null;
  city: string | null;
  country: string | null;
  /** GHS pictogram and H-statement codes (issue 18); the database checks they are known codes. */
  /** CAS Registry Number, canonical (NNNNNNN-NN-N), or null. */
  casNumber: string | null;
  ghsPictograms: string[];
  hazardStatements: string[];
  isAvailable: boolean;
  /** The completed swap that took this reagent to another member: it can never be reactivated. */
  swappedInSwapId: string | null;
  isDeleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReagentImageRecord {
  [OptionalProps]?: 'createdAt';
  reagentId: string;
  displayKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  createdAt: Date;
}

export type EngagementRole = 'wanted' | 'offered';

export interface ReagentEngagementRecord {
  [OptionalProps]?: 'createdAt';
  reagentId: string;
  swapId: string;
  role: EngagementRole;
  createdAt: Date;
}

export const CategorySchema = new EntitySchema<CategoryRecord>({
  name: 'Category',
  tableName: 'categories',
  properties: { id: { type: 'text', primary: true }, name: { type: 'text' }, createdAt: createdAtColumn },
});

export const ReagentSchema = new EntitySchema<ReagentRecord>({
  name: 'Reagent',
  tableName: 'reagents',
  properties: {
    id: uuidPrimaryKey,
    ownerId: { type: 'uuid' },
    name: { type: 'text' },
    catalogueNumber: { type: 'text', default: '' },
    categoryId: { type: 'text' },
    description: { type: 'text', default: '' },
    amount: { type: 'decimal', runtimeType: 'number', columnType: 'numeric(16,4)', default: 0 },
    amountUnit: { type: 'text', default: 'g' },
    storageConditions: { type: 'text', default: '' },
    numberOfPackages: { type: 'integer', default: 1 },
    expiryDate: { type: 'date', nullable: true },
    city: { type: 'text', nullable: true },
    country: { type: 'text', nullable: true },
    casNumber: { type: 'text', nullable: true },
    ghsPictograms: { type: ArrayType, columnType: 'text[]', default: [] },
    hazardStatements: { type: ArrayType, columnType: 'text[]', default: [] },
    isAvailable: { type: 'boolean', default: true },
    swappedInSwapId: { type: 'uuid', nullable: true },
    isDeleted: { type: 'boolean', default: false },
    createdAt: createdAtColumn,
    updatedAt: updatedAtColumn,
  },
});

export const ReagentImageSchema = new EntitySchema<ReagentImageRecord>({
  name: 'ReagentImage',
  tableName: 'reagent_images',
  properties: {
    reagentId: { type: 'uuid', primary: true },
    displayKey: { type: 'text' },
    thumbnailKey: { type: 'text' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    createdAt: createdAtColumn,
  },
});

export const ReagentEngagementSchema = new EntitySchema<ReagentEngagementRecord>({
  name: 'ReagentEngagement',
  tableName: 'reagent_engagements',
  properties: {
    reagentId: { type: 'uuid', primary: true },
    swapId: { type: 'uuid', primary: true },
    role: { type: 'text' },
    createdAt: createdAtColumn,
  },
});

export const catalogEntities = [CategorySchema, ReagentSchema, ReagentImageSchema, ReagentEngagementSchema];

import { EntitySchema, type OptionalProps } from '@mikro-orm/core';

/**
 * The ledger's tables as the ORM knows them. The ledger reads and writes them with explicit SQL
 * (one round trip per step of an append, keyset-paged replays); these declarations keep the ORM's
 * metadata complete and document the columns. No other module may use them (lint-enforced).
 */
export interface LedgerEventRecord {
  id: string;
  accountId: string;
  sequence: number;
  type: string;
  amountCents: string;
  balanceAfterCents: string;
  reservedAfterCents: string;
  reservationId?: string | null;
  transferId?: string | null;
  counterpartyId?: string | null;
  idempotencyKey: string;
  keyIndex: number;
  causationId?: string | null;
  correlationId?: string | null;
  actorId?: string | null;
  reason?: string | null;
  createdAt: Date;
  prevHash: Buffer;
  hash: Buffer;
}

export interface CreditBalanceRecord {
  [OptionalProps]?: 'updatedAt' | 'reservations';
  accountId: string;
  balanceCents: string;
  reservedCents: string;
  version: number;
  lastSequence: number;
  lastHash: Buffer;
  reservations: Record<string, number>;
  updatedAt: Date;
}

export const LedgerEventSchema = new EntitySchema<LedgerEventRecord>({
  name: 'LedgerEvent',
  tableName: 'ledger_events',
  readonly: true,
  properties: {
    id: { type: 'uuid', primary: true },
    accountId: { type: 'uuid' },
    sequence: { type: 'integer' },
    type: { type: 'text' },
    amountCents: { type: 'bigint' },
    balanceAfterCents: { type: 'bigint' },
    reservedAfterCents: { type: 'bigint' },
    reservationId: { type: 'text', nullable: true },
    transferId: { type: 'uuid', nullable: true },
    counterpartyId: { type: 'uuid', nullable: true },
    idempotencyKey: { type: 'text' },
    keyIndex: { type: 'smallint' },
    causationId: { type: 'text', nullable: true },
    correlationId: { type: 'text', nullable: true },
    actorId: { type: 'uuid', nullable: true },
    reason: { type: 'text', nullable: true },
    createdAt: { type: 'datetime' },
    prevHash: { type: 'blob' },
    hash: { type: 'blob' },
  },
});

export const CreditBalanceSchema = new EntitySchema<CreditBalanceRecord>({
  name: 'CreditBalance',
  tableName: 'credit_balances',
  properties: {
    accountId: { type: 'uuid', primary: true },
    balanceCents: { type: 'bigint' },
    reservedCents: { type: 'bigint' },
    version: { type: 'integer' },
    lastSequence: { type: 'integer' },
    lastHash: { type: 'blob' },
    reservations: { type: 'json' },
    updatedAt: { type: 'datetime' },
  },
});

export const ledgerEntities = [LedgerEventSchema, CreditBalanceSchema];

import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { OpenAccountCommand } from '../commands/open-account/open-account.command.js';
import { GrantCreditsCommand } from '../commands/grant-credits/grant-credits.command.js';
import type { LedgerCommandMetadata } from '../commands/ledger-command.js';
import { AuditLedgerQuery } from '../queries/audit-ledger/audit-ledger.query.js';
import { GetBalanceQuery } from '../queries/get-balance/get-balance.query.js';

/** Test data builders for the ledger: fresh account ids and keys per test, so tests never collide. */
export const newAccountId = (): string => randomUUID();
export const newKey = (prefix = 'test'): string => `${prefix}:${randomUUID()}`;
export const meta = (extra: Partial<LedgerCommandMetadata> = {}): LedgerCommandMetadata => ({ idempotencyKey: newKey(), ...extra });

export function ledgerDriver(app: INestApplicationContext) {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  /** A ledger stream of its own, not a member's: opened on purpose, as grants open no unknown account. */
  const openAccount = async (): Promise<string> => {
    const accountId = newAccountId();
    await commands.execute(new OpenAccountCommand({ accountId, ...meta() }));
    return accountId;
  };
  return {
    commands,
    queries,
    orm: app.get(MikroORM),
    openAccount,
    async fundedAccount(cents: number): Promise<string> {
      const accountId = await openAccount();
      await commands.execute(new GrantCreditsCommand({ accountId, amountCents: cents, ...meta() }));
      return accountId;
    },
    balance: (accountId: string) => queries.execute(new GetBalanceQuery(accountId)),
    audit: (accountIds?: string[]) => queries.execute(new AuditLedgerQuery(accountIds)),
  };
}

/** Rejection of a promise as a value, for asserting on domain errors in bulk. */
export async function outcome<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: Error & { code?: string } }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: error as Error & { code?: string } };
  }
}

import { Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { ReagentInput } from '@reagentswap/contracts';
import type { AppConfig } from '../config/app-config.js';
import { DomainError } from '../shared/errors/domain-error.js';
import { EnsureAccountCommand } from '../modules/identity/index.js';
import { CountMyReagentsQuery, CreateReagentCommand } from '../modules/catalog/index.js';
import { GrantCreditsCommand, OpenAccountCommand } from '../modules/ledger/index.js';
import { demoAccounts, demoReagents } from './demo-data.js';

export interface SeedResult {
  createdAccounts: string[];
}

/**
 * Seeds demo data and the bootstrap admin. Idempotent: every step is "ensure", so a second start
 * creates nothing twice.
 */
export async function seed(app: INestApplicationContext, config: AppConfig): Promise<SeedResult> {
  const commands = app.get(CommandBus);
  const orm = app.get(MikroORM);
  const createdAccounts: string[] = [];
  await RequestContext.create(orm.em, async () => {
    if (config.SEED_DEMO_DATA) {
      for (const { grantCredits, ...spec } of demoAccounts) {
        const result = await commands.execute(new EnsureAccountCommand(spec));
        if (result.created) createdAccounts.push(spec.email);
        await ensureCredits(commands, result.id, spec.email, grantCredits);
        await ensureDemoListings(app, result.id, demoReagents[spec.email] ?? []);
      }
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const result = await commands.execute(
        new EnsureAccountCommand({
          email: config.ADMIN_EMAIL,
          password: config.ADMIN_PASSWORD,
          displayName: 'Administrator',
          // An admin runs the platform, not a lab: no university or lab (none is invented for them).
          isAdmin: true,
        }),
      );
      if (result.created) createdAccounts.push(config.ADMIN_EMAIL);
      await ensureCredits(commands, result.id, config.ADMIN_EMAIL, 0);
    }
  });
  if (createdAccounts.length) new Logger('Seed').log(`Created accounts: ${createdAccounts.join(', ')}`);
  return { createdAccounts };
}

/**
 * Every seeded account has a ledger stream (opened at 0); demo members get their starting credits
 * as a `ledger.credits-granted` event, so the audit is clean from the first start. Stable
 * idempotency keys make a second start grant nothing twice.
 */
async function ensureCredits(commands: CommandBus, accountId: string, email: string, credits: number): Promise<void> {
  await commands.execute(new OpenAccountCommand({ accountId, idempotencyKey: `open:${accountId}` }));
  if (credits <= 0) return;
  try {
    await commands.execute(
      new GrantCreditsCommand({
        accountId,
        amountCents: Math.round(credits * 100),
        idempotencyKey: `seed-grant:${email}`,
        reason: 'Demo starting credits',
      }),
    );
  } catch (error) {
    // The demo data's amount changed since this account's grant: it was granted once, and stays so.
    if (error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
      new Logger('Seed').warn(`${email} already received its demo grant (with another amount); not granting again`);
      return;
    }
    throw error;
  }
}

/** A member's demo listings, created only while they have listed nothing (removed ones count too). */
async function ensureDemoListings(app: INestApplicationContext, ownerId: string, reagents: ReagentInput[]): Promise<void> {
  if (reagents.length === 0) return;
  const counts = await app.get(QueryBus).execute(new CountMyReagentsQuery(ownerId));
  if (counts.total > 0) return;
  for (const input of reagents) await app.get(CommandBus).execute(new CreateReagentCommand(ownerId, input));
}

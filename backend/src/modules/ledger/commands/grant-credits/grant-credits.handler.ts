import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decide } from '../../domain/credit-account.decider.js';
import { LedgerEventType as T } from '../../domain/credit-account.events.js';
import { contextOf } from '../../events/event-context.js';
import { CreditsGranted } from '../../events/ledger.events.js';
import { KnownAccounts } from '../../infrastructure/known-accounts.js';
import { LedgerStore } from '../../infrastructure/ledger-store.js';
import { accountIdOf, normaliseMetadata } from '../ledger-command.js';
import { GrantCreditsCommand } from './grant-credits.command.js';

@CommandHandler(GrantCreditsCommand)
export class GrantCreditsHandler implements ICommandHandler<GrantCreditsCommand> {
  constructor(
    private readonly store: LedgerStore,
    private readonly accounts: KnownAccounts,
  ) {}

  async execute({ input }: GrantCreditsCommand) {
    const accountId = accountIdOf(input.accountId);
    const metadata = normaliseMetadata(input);
    await this.accounts.assertKnown(accountId);
    const { amountCents } = input;
    return this.store.append({
      accountIds: [accountId],
      metadata,
      decide: (states) => decide({ kind: 'grant', amountCents }, states.get(accountId)!).map((event) => ({ accountId, event })),
      sameRequest: (stored) =>
        stored.some((e) => e.accountId === accountId && e.type === T.CreditsGranted && e.amountCents === amountCents),
      integrationEvents: (stored) =>
        stored
          .filter((e) => e.type === T.CreditsGranted)
          .map(
            (e) =>
              new CreditsGranted({
                ...contextOf(e),
                accountId,
                amountCents: e.amountCents,
                balanceCents: e.balanceAfterCents,
                reason: e.reason,
              }),
          ),
    });
  }
}

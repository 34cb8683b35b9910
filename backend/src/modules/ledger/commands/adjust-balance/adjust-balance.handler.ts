import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADJUSTMENT_MESSAGES } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { decide } from '../../domain/credit-account.decider.js';
import { LedgerEventType as T } from '../../domain/credit-account.events.js';
import { contextOf } from '../../events/event-context.js';
import { CreditsAdjusted } from '../../events/ledger.events.js';
import { KnownAccounts } from '../../infrastructure/known-accounts.js';
import { LedgerStore } from '../../infrastructure/ledger-store.js';
import { accountIdOf, normaliseMetadata } from '../ledger-command.js';
import { AdjustBalanceCommand } from './adjust-balance.command.js';

/** The admin panel shows the same message before sending (shared contract). */
export const ADJUSTMENT_REASON_REQUIRED = ADJUSTMENT_MESSAGES.reasonRequired;

@CommandHandler(AdjustBalanceCommand)
export class AdjustBalanceHandler implements ICommandHandler<AdjustBalanceCommand> {
  constructor(
    private readonly store: LedgerStore,
    private readonly accounts: KnownAccounts,
  ) {}

  async execute({ input }: AdjustBalanceCommand) {
    const accountId = accountIdOf(input.accountId);
    const metadata = normaliseMetadata(input);
    if (!metadata.reason) throw ValidationFailedError.of('reason', ADJUSTMENT_REASON_REQUIRED);
    await this.accounts.assertKnown(accountId);
    const { newBalanceCents } = input;
    return this.store.append({
      accountIds: [accountId],
      metadata,
      decide: (states) => decide({ kind: 'adjust', newBalanceCents }, states.get(accountId)!).map((event) => ({ accountId, event })),
      sameRequest: (stored) =>
        stored.some((e) => e.accountId === accountId && e.type === T.CreditsAdjusted && e.balanceAfterCents === newBalanceCents),
      integrationEvents: (stored) =>
        stored
          .filter((e) => e.type === T.CreditsAdjusted)
          .map(
            (e) =>
              new CreditsAdjusted({
                ...contextOf(e),
                accountId,
                deltaCents: e.amountCents,
                balanceCents: e.balanceAfterCents,
                reason: e.reason,
              }),
          ),
    });
  }
}

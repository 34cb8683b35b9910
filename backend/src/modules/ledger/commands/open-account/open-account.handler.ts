import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decide } from '../../domain/credit-account.decider.js';
import { LedgerEventType as T } from '../../domain/credit-account.events.js';
import { LedgerStore } from '../../infrastructure/ledger-store.js';
import { accountIdOf, normaliseMetadata } from '../ledger-command.js';
import { OpenAccountCommand } from './open-account.command.js';

@CommandHandler(OpenAccountCommand)
export class OpenAccountHandler implements ICommandHandler<OpenAccountCommand> {
  constructor(private readonly store: LedgerStore) {}

  async execute({ input }: OpenAccountCommand) {
    const accountId = accountIdOf(input.accountId);
    return this.store.append({
      accountIds: [accountId],
      metadata: normaliseMetadata(input),
      decide: (states) => decide({ kind: 'open' }, states.get(accountId)!).map((event) => ({ accountId, event })),
      sameRequest: (stored) => stored.some((e) => e.accountId === accountId && e.type === T.AccountOpened),
    });
  }
}

import { Command } from '@nestjs/cqrs';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/** Adds credits to an account (seed, admin grants); opens the account first if needed. */
export class GrantCreditsCommand extends Command<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string; amountCents: number }) {
    super();
  }
}

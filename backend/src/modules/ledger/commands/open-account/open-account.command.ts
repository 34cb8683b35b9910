import { Command } from '@nestjs/cqrs';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/** Opens an account at 0 (a no-op when it is open already). */
export class OpenAccountCommand extends Command<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string }) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/** Puts credits on hold under `reservationId` (a swap uses its own id); fails if not affordable. */
export class ReserveCreditsCommand extends Command<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string; amountCents: number; reservationId: string }) {
    super();
  }
}

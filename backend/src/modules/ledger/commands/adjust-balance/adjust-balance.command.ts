import { Command } from '@nestjs/cqrs';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/**
 * An admin sets an account's balance to `newBalanceCents`; the event records the signed change
 * and the reason (required). The new balance cannot be below what is reserved for open swaps.
 */
export class AdjustBalanceCommand extends Command<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string; newBalanceCents: number; reason: string }) {
    super();
  }
}

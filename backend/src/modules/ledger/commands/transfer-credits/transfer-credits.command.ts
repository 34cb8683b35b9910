import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

export interface TransferCreditsInput extends LedgerCommandMetadata {
  fromAccountId: string;
  toAccountId: string;
  amountCents: number;
  /** Pay from this reservation of the payer (released in the same transaction), e.g. a completed swap. */
  fromReservationId?: string;
  /** Ties the two legs together; generated when absent. */
  transferId?: string;
}

/**
 * Moves credits between two accounts in one transaction: a debit leg and a credit leg that sum to
 * zero, plus both projection rows. Fails if the payer cannot afford it. A completing swap runs it in
 * its own transaction (a savepoint in it).
 */
export class TransferCreditsCommand extends JoinsCallerTransaction<LedgerReceipt> {
  constructor(readonly input: TransferCreditsInput) {
    super();
  }
}

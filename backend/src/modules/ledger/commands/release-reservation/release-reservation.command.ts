import { Command } from '@nestjs/cqrs';
import type { LedgerCommandMetadata, LedgerReceipt } from '../ledger-command.js';

/** Frees the credits held under `reservationId` (a rejected or cancelled swap). */
export class ReleaseReservationCommand extends Command<LedgerReceipt> {
  constructor(readonly input: LedgerCommandMetadata & { accountId: string; reservationId: string }) {
    super();
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { decide, LEDGER_MESSAGES } from '../../domain/credit-account.decider.js';
import { LedgerEventType as T } from '../../domain/credit-account.events.js';
import { contextOf } from '../../events/event-context.js';
import { CreditsTransferred } from '../../events/ledger.events.js';
import { LedgerStore, type PlannedEvent } from '../../infrastructure/ledger-store.js';
import type { EventEnvelope } from '../../infrastructure/stored-event.js';
import { uuidV7 } from '../../infrastructure/uuid-v7.js';
import { accountIdOf, normaliseMetadata, referenceOf } from '../ledger-command.js';
import { TransferCreditsCommand } from './transfer-credits.command.js';

@CommandHandler(TransferCreditsCommand)
export class TransferCreditsHandler implements ICommandHandler<TransferCreditsCommand> {
  constructor(private readonly store: LedgerStore) {}

  async execute({ input }: TransferCreditsCommand) {
    const from = accountIdOf(input.fromAccountId, 'fromAccountId');
    const to = accountIdOf(input.toAccountId, 'toAccountId');
    if (from === to) throw ValidationFailedError.of('toAccountId', LEDGER_MESSAGES.sameAccount);
    const transferId = input.transferId === undefined ? uuidV7() : accountIdOf(input.transferId, 'transferId');
    const fromReservationId = input.fromReservationId === undefined ? undefined : referenceOf(input.fromReservationId, 'fromReservationId');
    const { amountCents } = input;
    const announce = (debit: EventEnvelope) =>
      new CreditsTransferred({ ...contextOf(debit), transferId, fromAccountId: from, toAccountId: to, amountCents });
    return this.store.append({
      accountIds: [from, to],
      metadata: normaliseMetadata(input),
      decide: (states): PlannedEvent[] => [
        ...decide({ kind: 'transfer-out', amountCents, transferId, to, fromReservationId }, states.get(from)!).map((event) => ({
          accountId: from,
          event,
        })),
        ...decide({ kind: 'transfer-in', amountCents, transferId, from }, states.get(to)!).map((event) => ({ accountId: to, event })),
      ],
      sameRequest: (stored) =>
        stored.some(
          (e) => e.accountId === from && e.type === T.CreditsTransferredOut && e.amountCents === -amountCents && e.counterpartyId === to,
        ),
      integrationEvents: (stored) => stored.filter((e) => e.type === T.CreditsTransferredOut).map(announce),
      transfer: { from, to, amountCents, transferId, fromReservationId: fromReservationId ?? null, announce },
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decide } from '../../domain/credit-account.decider.js';
import { LedgerEventType as T } from '../../domain/credit-account.events.js';
import { contextOf } from '../../events/event-context.js';
import { CreditsReserved } from '../../events/ledger.events.js';
import { LedgerStore } from '../../infrastructure/ledger-store.js';
import { accountIdOf, normaliseMetadata, referenceOf } from '../ledger-command.js';
import { ReserveCreditsCommand } from './reserve-credits.command.js';

@CommandHandler(ReserveCreditsCommand)
export class ReserveCreditsHandler implements ICommandHandler<ReserveCreditsCommand> {
  constructor(private readonly store: LedgerStore) {}

  async execute({ input }: ReserveCreditsCommand) {
    const accountId = accountIdOf(input.accountId);
    const reservationId = referenceOf(input.reservationId, 'reservationId');
    const { amountCents } = input;
    return this.store.append({
      accountIds: [accountId],
      metadata: normaliseMetadata(input),
      decide: (states) =>
        decide({ kind: 'reserve', amountCents, reservationId }, states.get(accountId)!).map((event) => ({ accountId, event })),
      sameRequest: (stored) =>
        stored.some(
          (e) =>
            e.accountId === accountId && e.type === T.CreditsReserved && e.reservationId === reservationId && e.amountCents === amountCents,
        ),
      integrationEvents: (stored) =>
        stored.map((e) => new CreditsReserved({ ...contextOf(e), accountId, amountCents: e.amountCents, reservationId })),
    });
  }
}

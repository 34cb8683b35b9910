import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decide } from '../../domain/credit-account.decider.js';
import { LedgerEventType as T } from '../../domain/credit-account.events.js';
import { contextOf } from '../../events/event-context.js';
import { ReservationReleased } from '../../events/ledger.events.js';
import { LedgerStore } from '../../infrastructure/ledger-store.js';
import { accountIdOf, normaliseMetadata, referenceOf } from '../ledger-command.js';
import { ReleaseReservationCommand } from './release-reservation.command.js';

@CommandHandler(ReleaseReservationCommand)
export class ReleaseReservationHandler implements ICommandHandler<ReleaseReservationCommand> {
  constructor(private readonly store: LedgerStore) {}

  async execute({ input }: ReleaseReservationCommand) {
    const accountId = accountIdOf(input.accountId);
    const reservationId = referenceOf(input.reservationId, 'reservationId');
    return this.store.append({
      accountIds: [accountId],
      metadata: normaliseMetadata(input),
      decide: (states) => decide({ kind: 'release', reservationId }, states.get(accountId)!).map((event) => ({ accountId, event })),
      sameRequest: (stored) =>
        stored.some((e) => e.accountId === accountId && e.type === T.ReservationReleased && e.reservationId === reservationId),
      integrationEvents: (stored) =>
        stored.map((e) => new ReservationReleased({ ...contextOf(e), accountId, amountCents: e.amountCents, reservationId })),
    });
  }
}

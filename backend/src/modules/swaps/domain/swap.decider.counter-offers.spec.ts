import { COUNTER_OFFER_MESSAGES as COUNTER, SWAP_MESSAGES } from '@reagentswap/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { statusAfter, type SwapEvent } from './swap.decider.js';
import { given, OFFERED_AT, OWNER, REQUESTER, requested, STRANGER } from './swap.decider.given.js';

/** ADR 0027: counter-offers stay pending, turn by turn; credits are held only when one is accepted. */
const ownerCounters: SwapEvent = { type: 'countered', by: 'owner', creditOfferCents: 6000 };
const requesterCountersBack: SwapEvent = { type: 'countered', by: 'requester', creditOfferCents: 5000 };
const DAY = 24 * 60 * 60 * 1000;
const after = (days: number) => new Date(OFFERED_AT.getTime() + days * DAY);

describe('swap decider: counter-offers', () => {
  describe('the owner counters', () => {
    it('a pending credit offer with another amount: a counter is on the table, still pending', () => {
      given(requested()).when({ kind: 'counter', actorId: OWNER, creditOfferCents: 6000 }).then([ownerCounters]);
      const { state } = given(requested(), ownerCounters);
      expect(state).toMatchObject({ status: 'pending', creditOfferCents: 4000, counterOfferCents: 6000 });
    });
    it('not with the amount offered', () =>
      given(requested())
        .when({ kind: 'counter', actorId: OWNER, creditOfferCents: 4000 })
        .thenFails(ValidationFailedError, COUNTER.sameAmount));
    it('not a reagent offer', () =>
      given(requested(null))
        .when({ kind: 'counter', actorId: OWNER, creditOfferCents: 6000 })
        .thenFails(ConflictError, COUNTER.onlyCreditOffers));
    it('not twice in a row: the requester answers first', () =>
      given(requested(), ownerCounters)
        .when({ kind: 'counter', actorId: OWNER, creditOfferCents: 7000 })
        .thenFails(ConflictError, COUNTER.awaitingRequester));
    it('not once the swap is decided', () =>
      given(requested(), { type: 'approved', reserveCents: 4000 })
        .when({ kind: 'counter', actorId: OWNER, creditOfferCents: 6000 })
        .thenFails(ConflictError, SWAP_MESSAGES.notPending('approved')));
    it('a stranger learns nothing (404)', () =>
      given(requested())
        .when({ kind: 'counter', actorId: STRANGER, creditOfferCents: 6000 })
        .thenFails(NotFoundError, SWAP_MESSAGES.notFound));
    it('while the counter is on the table the owner cannot approve the old offer, and the requester cannot edit it', () => {
      given(requested(), ownerCounters).when({ kind: 'approve', actorId: OWNER }).thenFails(ConflictError, COUNTER.awaitingRequester);
      given(requested(), ownerCounters)
        .when({ kind: 'edit', actorId: REQUESTER, creditOfferCents: 5500 })
        .thenFails(ConflictError, COUNTER.counterOnTable);
    });
    it('the owner may still reject, the requester still cancel; either takes the counter off the table', () => {
      given(requested(), ownerCounters)
        .when({ kind: 'reject', actorId: OWNER })
        .then([{ type: 'rejected' }]);
      given(requested(), ownerCounters)
        .when({ kind: 'cancel', actorId: REQUESTER })
        .then([{ type: 'cancelled', releaseReservation: false, by: 'requester' }]);
      expect(given(requested(), ownerCounters, { type: 'rejected' }).state.counterOfferCents).toBeNull();
    });
  });

  describe('the requester answers', () => {
    it('accepts: approved at the counter amount, which is to be reserved now', () => {
      given(requested(), ownerCounters)
        .when({ kind: 'accept-counter', actorId: REQUESTER })
        .then([{ type: 'counter-accepted', reserveCents: 6000 }]);
      const { state } = given(requested(), ownerCounters, { type: 'counter-accepted', reserveCents: 6000 });
      expect(state).toMatchObject({ status: 'approved', creditOfferCents: 6000, counterOfferCents: null });
    });
    it('completing an accepted counter transfers its amount', () =>
      given(requested(), ownerCounters, { type: 'counter-accepted', reserveCents: 6000 })
        .when({ kind: 'complete', actorId: REQUESTER })
        .then([{ type: 'completed', transferCents: 6000 }]));
    it('cancelling an accepted counter releases the reservation', () =>
      given(requested(), ownerCounters, { type: 'counter-accepted', reserveCents: 6000 })
        .when({ kind: 'cancel', actorId: OWNER })
        .then([{ type: 'cancelled', releaseReservation: true, by: 'owner' }]));
    it('accepting twice is a conflict (one reservation)', () =>
      given(requested(), ownerCounters, { type: 'counter-accepted', reserveCents: 6000 })
        .when({ kind: 'accept-counter', actorId: REQUESTER })
        .thenFails(ConflictError, SWAP_MESSAGES.notPending('approved')));
    it('declines: cancelled, nothing was held', () => {
      given(requested(), ownerCounters)
        .when({ kind: 'decline-counter', actorId: REQUESTER })
        .then([{ type: 'counter-declined' }]);
      expect(statusAfter(given(requested(), ownerCounters).state, [{ type: 'counter-declined' }])).toBe('cancelled');
    });
    it('counters back: the owner’s turn again, at the requester’s new amount', () => {
      given(requested(), ownerCounters).when({ kind: 'counter', actorId: REQUESTER, creditOfferCents: 5000 }).then([requesterCountersBack]);
      const { state } = given(requested(), ownerCounters, requesterCountersBack);
      expect(state).toMatchObject({ status: 'pending', creditOfferCents: 5000, counterOfferCents: null });
      given(requested(), ownerCounters, requesterCountersBack)
        .when({ kind: 'approve', actorId: OWNER })
        .then([{ type: 'approved', reserveCents: 5000 }]);
    });
    it('not with the amount of the counter it answers', () =>
      given(requested(), ownerCounters)
        .when({ kind: 'counter', actorId: REQUESTER, creditOfferCents: 6000 })
        .thenFails(ValidationFailedError, COUNTER.sameAmount));
    it('there must be a counter to answer', () => {
      given(requested()).when({ kind: 'accept-counter', actorId: REQUESTER }).thenFails(ConflictError, COUNTER.noCounterOnTable);
      given(requested()).when({ kind: 'decline-counter', actorId: REQUESTER }).thenFails(ConflictError, COUNTER.noCounterOnTable);
      given(requested())
        .when({ kind: 'counter', actorId: REQUESTER, creditOfferCents: 5000 })
        .thenFails(ConflictError, COUNTER.noCounterOnTable);
    });
    it('only the requester answers', () => {
      given(requested(), ownerCounters)
        .when({ kind: 'accept-counter', actorId: OWNER })
        .thenFails(ForbiddenError, COUNTER.onlyRequesterAnswers);
      given(requested(), ownerCounters)
        .when({ kind: 'decline-counter', actorId: STRANGER })
        .thenFails(NotFoundError, SWAP_MESSAGES.notFound);
    });
  });

  describe('expiry (the schedule)', () => {
    it('a pending credit offer unanswered for 7 days is cancelled by the system; not a moment before', () => {
      given(requested())
        .when({ kind: 'expire', now: after(7) })
        .then([{ type: 'expired' }]);
      given(requested())
        .when({ kind: 'expire', now: new Date(after(7).getTime() - 1) })
        .then([]);
      expect(statusAfter(requested(), [{ type: 'expired' }])).toBe('cancelled');
    });
    it('a counter-offer on the table expires the same way, and is taken off it', () => {
      given({ ...requested(), counterOfferCents: 6000 })
        .when({ kind: 'expire', now: after(8) })
        .then([{ type: 'expired' }]);
      expect(given(requested(), ownerCounters, { type: 'expired' }).state.counterOfferCents).toBeNull();
    });
    it('an answered round (approved, declined, expired already) and a reagent offer expire nothing', () => {
      given(requested(), { type: 'approved', reserveCents: 4000 })
        .when({ kind: 'expire', now: after(30) })
        .then([]);
      given(requested(), ownerCounters, { type: 'counter-declined' })
        .when({ kind: 'expire', now: after(30) })
        .then([]);
      given(requested(), { type: 'expired' })
        .when({ kind: 'expire', now: after(30) })
        .then([]);
      given(requested(null))
        .when({ kind: 'expire', now: after(30) })
        .then([]);
    });
  });
});

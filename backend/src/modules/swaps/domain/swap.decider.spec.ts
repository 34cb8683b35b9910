import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { statusAfter, type SwapEvent } from './swap.decider.js';
import { given, OWNER, REQUESTER, requested, STRANGER } from './swap.decider.given.js';

const approved: SwapEvent = { type: 'approved', reserveCents: 4000 };

describe('swap decider', () => {
  describe('approve', () => {
    it('the owner approves a pending credit offer: its credits are to be reserved', () =>
      given(requested()).when({ kind: 'approve', actorId: OWNER }).then([approved]));
    it('a reagent offer reserves nothing', () =>
      given(requested(null))
        .when({ kind: 'approve', actorId: OWNER })
        .then([{ type: 'approved', reserveCents: null }]));
    it('the requester may not approve', () =>
      given(requested()).when({ kind: 'approve', actorId: REQUESTER }).thenFails(ForbiddenError, SWAP_MESSAGES.onlyOwnerDecides));
    it('a stranger learns nothing (404)', () =>
      given(requested()).when({ kind: 'approve', actorId: STRANGER }).thenFails(NotFoundError, SWAP_MESSAGES.notFound));
    it('approving twice is a conflict', () =>
      given(requested(), approved)
        .when({ kind: 'approve', actorId: OWNER })
        .thenFails(ConflictError, SWAP_MESSAGES.notPending('approved')));
  });

  describe('reject', () => {
    it('the owner rejects a pending request; nothing was reserved', () =>
      given(requested())
        .when({ kind: 'reject', actorId: OWNER })
        .then([{ type: 'rejected' }]));
    it('an approved request can no longer be rejected (it is cancelled instead)', () =>
      given(requested(), approved).when({ kind: 'reject', actorId: OWNER }).thenFails(ConflictError, SWAP_MESSAGES.notPending('approved')));
    it('the requester may not reject', () =>
      given(requested()).when({ kind: 'reject', actorId: REQUESTER }).thenFails(ForbiddenError, SWAP_MESSAGES.onlyOwnerDecides));
  });

  describe('cancel', () => {
    it('the requester cancels a pending request; nothing to release', () =>
      given(requested())
        .when({ kind: 'cancel', actorId: REQUESTER })
        .then([{ type: 'cancelled', releaseReservation: false, by: 'requester' }]));
    it('the owner may not cancel a pending request', () =>
      given(requested()).when({ kind: 'cancel', actorId: OWNER }).thenFails(ForbiddenError, SWAP_MESSAGES.noCancelPermission));
    it('either party cancels an approved credit swap and the reservation is released', () => {
      given(requested(), approved)
        .when({ kind: 'cancel', actorId: OWNER })
        .then([{ type: 'cancelled', releaseReservation: true, by: 'owner' }]);
      given(requested(), approved)
        .when({ kind: 'cancel', actorId: REQUESTER })
        .then([{ type: 'cancelled', releaseReservation: true, by: 'requester' }]);
    });
    it('an approved reagent swap has no reservation to release', () =>
      given(requested(null), { type: 'approved', reserveCents: null })
        .when({ kind: 'cancel', actorId: OWNER })
        .then([{ type: 'cancelled', releaseReservation: false, by: 'owner' }]));
    it.each(['rejected', 'cancelled', 'completed'] as const)('a %s request cannot be cancelled', (status) =>
      given({ ...requested(), status })
        .when({ kind: 'cancel', actorId: REQUESTER })
        .thenFails(ConflictError, SWAP_MESSAGES.notCancellable(status)),
    );
  });

  describe('edit', () => {
    it('the requester changes the credit offer of a pending request', () =>
      given(requested())
        .when({ kind: 'edit', actorId: REQUESTER, creditOfferCents: 6500 })
        .then([{ type: 'edited', creditOfferCents: 6500 }]));
    it('a message-only edit keeps the offer', () =>
      given(requested())
        .when({ kind: 'edit', actorId: REQUESTER })
        .then([{ type: 'edited', creditOfferCents: 4000 }]));
    it('a reagent offer cannot become a credit offer', () =>
      given(requested(null))
        .when({ kind: 'edit', actorId: REQUESTER, creditOfferCents: 5000 })
        .thenFails(ConflictError, SWAP_MESSAGES.creditOfferOnReagentSwap));
    it('only the requester edits', () =>
      given(requested()).when({ kind: 'edit', actorId: OWNER }).thenFails(ForbiddenError, SWAP_MESSAGES.noUpdatePermission));
    it('an approved request cannot be edited', () =>
      given(requested(), approved)
        .when({ kind: 'edit', actorId: REQUESTER })
        .thenFails(ConflictError, SWAP_MESSAGES.notPending('approved')));
  });

  describe('mark shipped', () => {
    it('the owner marks an approved swap shipped, once', () => {
      given(requested(), approved)
        .when({ kind: 'mark-shipped', actorId: OWNER })
        .then([{ type: 'shipped' }]);
      given(requested(), approved, { type: 'shipped' }).when({ kind: 'mark-shipped', actorId: OWNER }).then([]);
    });
    it('not before approval, and not by the requester', () => {
      given(requested()).when({ kind: 'mark-shipped', actorId: OWNER }).thenFails(ConflictError, SWAP_MESSAGES.notShippable('pending'));
      given(requested(), approved)
        .when({ kind: 'mark-shipped', actorId: REQUESTER })
        .thenFails(ForbiddenError, SWAP_MESSAGES.onlyOwnerShips);
    });
  });

  describe('complete', () => {
    it('the requester confirms receipt of an approved swap: the reserved credits are to be transferred', () =>
      given(requested(), approved)
        .when({ kind: 'complete', actorId: REQUESTER })
        .then([{ type: 'completed', transferCents: 4000 }]));
    it('also after the owner marked it shipped', () =>
      given(requested(), approved, { type: 'shipped' })
        .when({ kind: 'complete', actorId: REQUESTER })
        .then([{ type: 'completed', transferCents: 4000 }]));
    it('completing twice decides nothing (credits move once)', () =>
      given(requested(), approved, { type: 'completed', transferCents: 4000 }).when({ kind: 'complete', actorId: REQUESTER }).then([]));
    it('a pending request cannot be completed', () =>
      given(requested()).when({ kind: 'complete', actorId: REQUESTER }).thenFails(ConflictError, SWAP_MESSAGES.notApproved('pending')));
    it('the owner cannot confirm receipt', () =>
      given(requested(), approved)
        .when({ kind: 'complete', actorId: OWNER })
        .thenFails(ForbiddenError, SWAP_MESSAGES.onlyRequesterCompletes));
    it('a stranger cannot complete', () =>
      given(requested(), approved).when({ kind: 'complete', actorId: STRANGER }).thenFails(NotFoundError, SWAP_MESSAGES.notFound));
  });

  describe('withdraw (the reagent went elsewhere)', () => {
    it('cancels an open request and releases what an approved one holds', () => {
      given(requested())
        .when({ kind: 'withdraw' })
        .then([{ type: 'cancelled', releaseReservation: false, by: 'system' }]);
      given(requested(), approved)
        .when({ kind: 'withdraw' })
        .then([{ type: 'cancelled', releaseReservation: true, by: 'system' }]);
    });
    it('leaves a closed request alone', () =>
      given({ ...requested(), status: 'rejected' })
        .when({ kind: 'withdraw' })
        .then([]));
  });

  it('statusAfter folds the events into the status the audit trail records', () => {
    expect(statusAfter(requested(), [approved])).toBe('approved');
    expect(statusAfter(requested(), [])).toBe('pending');
  });
});

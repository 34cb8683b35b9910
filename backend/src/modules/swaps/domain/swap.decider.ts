import { COUNTER_OFFER_MESSAGES as COUNTER, offerExpiresAt, SWAP_MESSAGES, type SwapStatus } from '@reagentswap/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../../shared/errors/domain-error.js';

/**
 * The lifecycle of one swap request (design.md §5) as a pure decider, like the ledger's:
 * `decide(command, state)` returns what happened (or throws a domain error), `evolve` folds it in.
 * No I/O: the handlers turn each event into its ledger command, catalog engagement change, audit
 * row and outbox event, in one transaction. Who may act is decided here too: a stranger gets 404
 * (they learn nothing), a party acting outside their role 403 with the spec's message, an illegal
 * transition 409.
 *
 *   pending ──owner approves──▶ approved ──requester confirms receipt──▶ completed
 *      │  └─owner rejects──▶ rejected            └─either party cancels──▶ cancelled
 *      └─requester cancels──▶ cancelled
 *
 * Counter-offers (ADR 0027) stay pending, turn by turn: the owner counters a credit offer (a
 * counter is then on the table), the requester accepts it (approved, the counter's credits to be
 * reserved), declines it (cancelled) or counters back (the owner's turn again, at the new
 * amount). A round left unanswered for 7 days expires (cancelled by the system; nothing was held).
 */

export interface SwapState {
  readonly status: SwapStatus;
  readonly requesterId: string;
  readonly ownerId: string;
  /** Cents held by the ledger under the swap's id while approved; null for a reagent offer. */
  readonly creditOfferCents: number | null;
  /** The owner's counter-offer awaiting the requester, in cents; null when it is the owner's turn (or no credits). */
  readonly counterOfferCents: number | null;
  /** When the round on the table was made: a pending credit offer expires OFFER_EXPIRY_DAYS after it. */
  readonly offeredAt: Date;
  readonly shipped: boolean;
}

export type SwapCommand =
  | { kind: 'approve'; actorId: string }
  | { kind: 'reject'; actorId: string }
  | { kind: 'cancel'; actorId: string }
  | { kind: 'edit'; actorId: string; creditOfferCents?: number }
  | { kind: 'mark-shipped'; actorId: string }
  | { kind: 'complete'; actorId: string }
  /** The owner counters the offer, or the requester counters the owner's counter back. */
  | { kind: 'counter'; actorId: string; creditOfferCents: number }
  | { kind: 'accept-counter'; actorId: string }
  | { kind: 'decline-counter'; actorId: string }
  /** The system: the wanted (or offered) reagent went to another swap, or a party left. */
  | { kind: 'withdraw' }
  /** The system's schedule: the round on the table was left unanswered too long (as of `now`). */
  | { kind: 'expire'; now: Date };

export type SwapEvent =
  | { type: 'approved'; reserveCents: number | null }
  | { type: 'rejected' }
  | { type: 'cancelled'; releaseReservation: boolean; by: 'requester' | 'owner' | 'system' }
  | { type: 'edited'; creditOfferCents: number | null }
  | { type: 'shipped' }
  | { type: 'completed'; transferCents: number | null }
  | { type: 'countered'; by: 'requester' | 'owner'; creditOfferCents: number }
  | { type: 'counter-accepted'; reserveCents: number }
  | { type: 'counter-declined' }
  | { type: 'expired' };

const notFound = () => new NotFoundError(SWAP_MESSAGES.notFound, 'SWAP_NOT_FOUND');

function roleOf(state: SwapState, actorId: string): 'requester' | 'owner' {
  if (actorId === state.requesterId) return 'requester';
  if (actorId === state.ownerId) return 'owner';
  throw notFound();
}

export function decide(command: SwapCommand, state: SwapState): SwapEvent[] {
  if (command.kind === 'withdraw') {
    if (state.status !== 'pending' && state.status !== 'approved') return [];
    return [{ type: 'cancelled', releaseReservation: reserved(state), by: 'system' }];
  }
  if (command.kind === 'expire') {
    // Decided again under the row lock: a round answered meanwhile, or a second instance's run, expires nothing.
    const due = state.status === 'pending' && state.creditOfferCents !== null && offerExpiresAt(state.offeredAt) <= command.now;
    return due ? [{ type: 'expired' }] : [];
  }
  const role = roleOf(state, command.actorId);
  switch (command.kind) {
    case 'approve':
      if (role !== 'owner') throw new ForbiddenError(SWAP_MESSAGES.onlyOwnerDecides, 'NOT_SWAP_OWNER');
      pending(state);
      if (state.counterOfferCents !== null) throw new ConflictError(COUNTER.awaitingRequester, 'AWAITING_REQUESTER');
      return [{ type: 'approved', reserveCents: state.creditOfferCents }];

    case 'reject':
      if (role !== 'owner') throw new ForbiddenError(SWAP_MESSAGES.onlyOwnerDecides, 'NOT_SWAP_OWNER');
      pending(state);
      return [{ type: 'rejected' }];

    case 'cancel':
      // The requester while pending; either party once approved (the owner rejects instead while pending).
      if (state.status === 'pending' && role !== 'requester') throw new ForbiddenError(SWAP_MESSAGES.noCancelPermission, 'NOT_REQUESTER');
      if (state.status !== 'pending' && state.status !== 'approved') {
        throw new ConflictError(SWAP_MESSAGES.notCancellable(state.status), 'SWAP_NOT_OPEN');
      }
      return [{ type: 'cancelled', releaseReservation: reserved(state), by: role }];

    case 'edit': {
      if (role !== 'requester') throw new ForbiddenError(SWAP_MESSAGES.noUpdatePermission, 'NOT_REQUESTER');
      pending(state);
      if (command.creditOfferCents !== undefined && state.creditOfferCents === null) {
        throw new ConflictError(SWAP_MESSAGES.creditOfferOnReagentSwap, 'NOT_A_CREDIT_OFFER');
      }
      if (state.counterOfferCents !== null) throw new ConflictError(COUNTER.counterOnTable, 'COUNTER_ON_TABLE');
      return [{ type: 'edited', creditOfferCents: command.creditOfferCents ?? state.creditOfferCents }];
    }

    case 'mark-shipped':
      if (role !== 'owner') throw new ForbiddenError(SWAP_MESSAGES.onlyOwnerShips, 'NOT_SWAP_OWNER');
      if (state.status !== 'approved') throw new ConflictError(SWAP_MESSAGES.notShippable(state.status), 'SWAP_NOT_APPROVED');
      return state.shipped ? [] : [{ type: 'shipped' }];

    case 'complete':
      if (role !== 'requester') throw new ForbiddenError(SWAP_MESSAGES.onlyRequesterCompletes, 'NOT_REQUESTER');
      // Completing twice is a no-op (design.md §5): the second confirmation decides nothing.
      if (state.status === 'completed') return [];
      if (state.status !== 'approved') throw new ConflictError(SWAP_MESSAGES.notApproved(state.status), 'SWAP_NOT_APPROVED');
      return [{ type: 'completed', transferCents: state.creditOfferCents }];

    case 'counter':
      return decideCounter(state, role, command.creditOfferCents);

    case 'accept-counter':
    case 'decline-counter': {
      if (role !== 'requester') throw new ForbiddenError(COUNTER.onlyRequesterAnswers, 'NOT_REQUESTER');
      pending(state);
      const counter = state.counterOfferCents;
      if (counter === null) throw new ConflictError(COUNTER.noCounterOnTable, 'NO_COUNTER_OFFER');
      return command.kind === 'accept-counter' ? [{ type: 'counter-accepted', reserveCents: counter }] : [{ type: 'counter-declined' }];
    }

    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

/**
 * A round of a credit offer: the owner counters when it is their turn (no counter of theirs on
 * the table), the requester counters back only a counter. The amount must differ from the one it
 * answers (the range and the message are the handler's, from the contracts' counterOfferProblems).
 */
function decideCounter(state: SwapState, role: 'requester' | 'owner', creditOfferCents: number): SwapEvent[] {
  pending(state);
  if (state.creditOfferCents === null) throw new ConflictError(COUNTER.onlyCreditOffers, 'NOT_A_CREDIT_OFFER');
  if (role === 'owner' && state.counterOfferCents !== null) throw new ConflictError(COUNTER.awaitingRequester, 'AWAITING_REQUESTER');
  if (role === 'requester' && state.counterOfferCents === null) throw new ConflictError(COUNTER.noCounterOnTable, 'NO_COUNTER_OFFER');
  const answering = role === 'owner' ? state.creditOfferCents : state.counterOfferCents;
  if (creditOfferCents === answering) throw ValidationFailedError.of('credits', COUNTER.sameAmount);
  return [{ type: 'countered', by: role, creditOfferCents }];
}

export function evolve(state: SwapState, event: SwapEvent): SwapState {
  switch (event.type) {
    case 'approved':
      return { ...state, status: 'approved' };
    case 'rejected':
      return { ...state, status: 'rejected', counterOfferCents: null };
    case 'cancelled':
    case 'counter-declined':
    case 'expired':
      return { ...state, status: 'cancelled', counterOfferCents: null };
    case 'countered':
      return event.by === 'owner'
        ? { ...state, counterOfferCents: event.creditOfferCents }
        : { ...state, creditOfferCents: event.creditOfferCents, counterOfferCents: null };
    case 'counter-accepted':
      return { ...state, status: 'approved', creditOfferCents: event.reserveCents, counterOfferCents: null };
    case 'edited':
      return { ...state, creditOfferCents: event.creditOfferCents };
    case 'shipped':
      return { ...state, shipped: true };
    case 'completed':
      return { ...state, status: 'completed' };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

/** The status a command leaves behind, for the audit trail. */
export const statusAfter = (state: SwapState, events: SwapEvent[]): SwapStatus => events.reduce(evolve, state).status;

/** Credits are held only while an approved swap offers them. */
const reserved = (state: SwapState): boolean => state.status === 'approved' && state.creditOfferCents !== null;

function pending(state: SwapState): void {
  if (state.status !== 'pending') throw new ConflictError(SWAP_MESSAGES.notPending(state.status), 'SWAP_NOT_PENDING');
}

import { ConflictError, ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { LedgerEventType as T, type CreditAccountEvent } from './credit-account.events.js';
import { formatCredits, MAX_BALANCE_CENTS } from './money.js';

/**
 * The rules of one credit account as a pure decider: `decide(command, state)` returns the events
 * the command produces (or throws a domain error), `evolve(state, event)` folds one event into the
 * state. No I/O, no clock, no ids: everything the rules need is in the command and the state, so
 * the same functions run the commands, rebuild the projection and audit the stored streams.
 *
 * The invariant every decision keeps: 0 ≤ reserved ≤ balance, i.e. available = balance − reserved
 * is never negative. Concurrency is not the decider's business: the store serialises the
 * decisions on one account (row lock, unique stream position), so the state it is given is current.
 */

export interface CreditAccountState {
  readonly opened: boolean;
  readonly balanceCents: number;
  readonly reservedCents: number;
  /** Open reservations by id (a swap reserves under its own id), in cents. */
  readonly reservations: Readonly<Record<string, number>>;
}

export const initialState: CreditAccountState = Object.freeze({
  opened: false,
  balanceCents: 0,
  reservedCents: 0,
  reservations: Object.freeze({}),
});

export const availableCents = (state: CreditAccountState): number => state.balanceCents - state.reservedCents;

export type CreditAccountCommand =
  | { kind: 'open' }
  | { kind: 'grant'; amountCents: number }
  | { kind: 'adjust'; newBalanceCents: number }
  | { kind: 'reserve'; amountCents: number; reservationId: string }
  | { kind: 'release'; reservationId: string }
  | { kind: 'transfer-out'; amountCents: number; transferId: string; to: string; fromReservationId?: string }
  | { kind: 'transfer-in'; amountCents: number; transferId: string; from: string };

export const LEDGER_MESSAGES = {
  amountPositive: 'The amount must be a positive number of credits',
  balanceNegative: 'The balance cannot be negative',
  balanceTooLarge: 'That balance is too large',
  insufficient: (available: number) => `You don't have enough credits (${formatCredits(available)} available)`,
  belowReserved: (reserved: number) => `The balance cannot be set below the ${formatCredits(reserved)} credits reserved for open swaps`,
  reservationExists: 'These credits are already reserved',
  reservationUnknown: 'There is no open reservation to release',
  sameAccount: 'Credits cannot be transferred to the same account',
} as const;

export class InsufficientCreditsError extends ConflictError {
  constructor(readonly availableCents: number) {
    super(LEDGER_MESSAGES.insufficient(availableCents), 'INSUFFICIENT_CREDITS');
  }
}

function positiveAmount(amountCents: number, field = 'amount'): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw ValidationFailedError.of(field, LEDGER_MESSAGES.amountPositive);
  if (amountCents > MAX_BALANCE_CENTS) throw ValidationFailedError.of(field, LEDGER_MESSAGES.balanceTooLarge);
}

function credit(state: CreditAccountState, amountCents: number): void {
  if (state.balanceCents + amountCents > MAX_BALANCE_CENTS) throw ValidationFailedError.of('amount', LEDGER_MESSAGES.balanceTooLarge);
}

/** Crediting an account that has no stream yet opens it first (seed grants, first transfer in). */
const openingIfNeeded = (state: CreditAccountState): CreditAccountEvent[] =>
  state.opened ? [] : [{ type: T.AccountOpened, amountCents: 0 }];

export function decide(command: CreditAccountCommand, state: CreditAccountState): CreditAccountEvent[] {
  switch (command.kind) {
    case 'open':
      // Opening an open account is a no-op, so "open on registration" can be retried freely.
      return openingIfNeeded(state);

    case 'grant':
      positiveAmount(command.amountCents);
      credit(state, command.amountCents);
      return [...openingIfNeeded(state), { type: T.CreditsGranted, amountCents: command.amountCents }];

    case 'adjust': {
      const target = command.newBalanceCents;
      if (!Number.isSafeInteger(target) || target < 0) throw ValidationFailedError.of('newBalance', LEDGER_MESSAGES.balanceNegative);
      if (target > MAX_BALANCE_CENTS) throw ValidationFailedError.of('newBalance', LEDGER_MESSAGES.balanceTooLarge);
      if (target < state.reservedCents) throw new ConflictError(LEDGER_MESSAGES.belowReserved(state.reservedCents), 'BELOW_RESERVED');
      // A zero delta is still recorded: the admin's decision and reason belong in the history.
      return [...openingIfNeeded(state), { type: T.CreditsAdjusted, amountCents: target - state.balanceCents }];
    }

    case 'reserve':
      positiveAmount(command.amountCents);
      if (command.reservationId in state.reservations) throw new ConflictError(LEDGER_MESSAGES.reservationExists, 'RESERVATION_EXISTS');
      if (availableCents(state) < command.amountCents) throw new InsufficientCreditsError(availableCents(state));
      return [{ type: T.CreditsReserved, amountCents: command.amountCents, reservationId: command.reservationId }];

    case 'release': {
      const amountCents = state.reservations[command.reservationId];
      if (amountCents === undefined) throw new ConflictError(LEDGER_MESSAGES.reservationUnknown, 'RESERVATION_NOT_FOUND');
      return [{ type: T.ReservationReleased, amountCents, reservationId: command.reservationId }];
    }

    case 'transfer-out': {
      positiveAmount(command.amountCents);
      const events: CreditAccountEvent[] = [];
      let afterRelease = state;
      if (command.fromReservationId !== undefined) {
        const release = decide({ kind: 'release', reservationId: command.fromReservationId }, state);
        events.push(...release);
        afterRelease = release.reduce(evolve, state);
      }
      if (availableCents(afterRelease) < command.amountCents) throw new InsufficientCreditsError(availableCents(afterRelease));
      events.push({
        type: T.CreditsTransferredOut,
        amountCents: -command.amountCents,
        transferId: command.transferId,
        counterpartyId: command.to,
      });
      return events;
    }

    case 'transfer-in':
      positiveAmount(command.amountCents);
      credit(state, command.amountCents);
      return [
        ...openingIfNeeded(state),
        { type: T.CreditsTransferredIn, amountCents: command.amountCents, transferId: command.transferId, counterpartyId: command.from },
      ];

    default: {
      const unknown: never = command;
      throw new Error(`Unknown credit account command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(state: CreditAccountState, event: CreditAccountEvent): CreditAccountState {
  switch (event.type) {
    case T.AccountOpened:
      return { ...state, opened: true };
    case T.CreditsGranted:
    case T.CreditsAdjusted:
    case T.CreditsTransferredOut:
    case T.CreditsTransferredIn:
      return { ...state, balanceCents: state.balanceCents + event.amountCents };
    case T.CreditsReserved:
      return {
        ...state,
        reservedCents: state.reservedCents + event.amountCents,
        reservations: { ...state.reservations, [event.reservationId]: event.amountCents },
      };
    case T.ReservationReleased: {
      const { [event.reservationId]: _released, ...open } = state.reservations;
      return { ...state, reservedCents: state.reservedCents - event.amountCents, reservations: open };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown credit account event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * For the audit: is this stored event one the rules could have produced from `state`? Returns the
 * broken rule, or undefined. (decide() answers "what may happen next"; this answers "could this
 * have happened", which is what a replay of stored history has to ask.) `after` is
 * evolve(state, event), passed in by a replay that has computed it already.
 */
export function ruleViolation(
  state: CreditAccountState,
  event: CreditAccountEvent,
  after: CreditAccountState = evolve(state, event),
): string | undefined {
  if (event.type === T.AccountOpened) return state.opened ? 'the account was opened twice' : undefined;
  if (!state.opened) return 'an event precedes the opening of the account';
  switch (event.type) {
    case T.CreditsGranted:
    case T.CreditsTransferredIn:
      if (event.amountCents <= 0) return `${event.type} must have a positive amount`;
      break;
    case T.CreditsTransferredOut:
      if (event.amountCents >= 0) return `${event.type} must have a negative amount`;
      break;
    case T.CreditsAdjusted:
      break;
    case T.CreditsReserved:
      if (event.amountCents <= 0) return 'a reservation must have a positive amount';
      if (event.reservationId in state.reservations) return `reservation ${event.reservationId} was made twice`;
      break;
    case T.ReservationReleased:
      if (state.reservations[event.reservationId] !== event.amountCents) {
        return `release of ${event.reservationId} does not match an open reservation of that amount`;
      }
      break;
    default: {
      const unknown: never = event;
      return `unknown event ${JSON.stringify(unknown)}`;
    }
  }
  if (after.reservedCents < 0 || availableCents(after) < 0) {
    return `the available balance would become negative (${formatCredits(availableCents(after))} credits)`;
  }
  return undefined;
}

import { ConflictError, ValidationFailedError } from '../../../shared/errors/domain-error.js';
import {
  availableCents,
  decide,
  evolve,
  InsufficientCreditsError,
  initialState,
  ruleViolation,
  type CreditAccountCommand,
  type CreditAccountState,
} from './credit-account.decider.js';
import { LedgerEventType as T, type CreditAccountEvent } from './credit-account.events.js';

/** given(events).when(command).then(events) — the decider's whole contract, nothing else. */
const given = (...history: CreditAccountEvent[]) => {
  const state = history.reduce(evolve, initialState);
  return {
    state,
    when: (command: CreditAccountCommand) => ({
      then: (expected: CreditAccountEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenFails: (error: new (...args: never[]) => Error, message?: string | RegExp) => {
        let thrown: unknown;
        try {
          decide(command, state);
        } catch (e) {
          thrown = e;
        }
        expect(thrown).toBeInstanceOf(error);
        if (message) expect((thrown as Error).message).toMatch(message);
      },
    }),
  };
};

const opened: CreditAccountEvent = { type: T.AccountOpened, amountCents: 0 };
const granted = (amountCents: number): CreditAccountEvent => ({ type: T.CreditsGranted, amountCents });
const reserved = (amountCents: number, reservationId = 'swap-1'): CreditAccountEvent => ({
  type: T.CreditsReserved,
  amountCents,
  reservationId,
});
const OTHER = '00000000-0000-4000-8000-000000000002';

describe('credit account decider', () => {
  describe('open', () => {
    it('opens a new account at 0', () => given().when({ kind: 'open' }).then([opened]));
    it('is a no-op on an open account (opening can be retried)', () => given(opened).when({ kind: 'open' }).then([]));
  });

  describe('grant', () => {
    it('adds credits', () =>
      given(opened)
        .when({ kind: 'grant', amountCents: 25_000 })
        .then([granted(25_000)]));
    it('opens an account that has no stream yet, then grants', () =>
      given()
        .when({ kind: 'grant', amountCents: 100 })
        .then([opened, granted(100)]));
    it('refuses zero, negative and fractional cents', () => {
      given(opened)
        .when({ kind: 'grant', amountCents: 0 })
        .thenFails(ValidationFailedError, /positive/);
      given(opened).when({ kind: 'grant', amountCents: -5 }).thenFails(ValidationFailedError);
      given(opened).when({ kind: 'grant', amountCents: 1.5 }).thenFails(ValidationFailedError);
    });
  });

  describe('adjust', () => {
    it('records the signed difference to the new balance', () => {
      given(opened, granted(10_000))
        .when({ kind: 'adjust', newBalanceCents: 7_550 })
        .then([{ type: T.CreditsAdjusted, amountCents: -2_450 }]);
      given(opened, granted(10_000))
        .when({ kind: 'adjust', newBalanceCents: 12_000 })
        .then([{ type: T.CreditsAdjusted, amountCents: 2_000 }]);
    });
    it('records an unchanged balance too (the admin decision and reason belong in the history)', () =>
      given(opened, granted(100))
        .when({ kind: 'adjust', newBalanceCents: 100 })
        .then([{ type: T.CreditsAdjusted, amountCents: 0 }]));
    it('refuses a negative balance', () =>
      given(opened)
        .when({ kind: 'adjust', newBalanceCents: -1 })
        .thenFails(ValidationFailedError, /negative/));
    it('refuses a balance below what is reserved', () =>
      given(opened, granted(5_000), reserved(3_000))
        .when({ kind: 'adjust', newBalanceCents: 2_999 })
        .thenFails(ConflictError, 'The balance cannot be set below the 30 credits reserved for open swaps'));
    it('allows exactly the reserved amount (available 0)', () =>
      given(opened, granted(5_000), reserved(3_000))
        .when({ kind: 'adjust', newBalanceCents: 3_000 })
        .then([{ type: T.CreditsAdjusted, amountCents: -2_000 }]));
  });

  describe('reserve', () => {
    it('holds credits under a reservation id', () =>
      given(opened, granted(5_000))
        .when({ kind: 'reserve', amountCents: 5_000, reservationId: 'swap-1' })
        .then([reserved(5_000)]));
    it('refuses more than is available, saying how much is', () =>
      given(opened, granted(5_000), reserved(4_000))
        .when({ kind: 'reserve', amountCents: 1_001, reservationId: 'swap-2' })
        .thenFails(InsufficientCreditsError, "You don't have enough credits (10 available)"));
    it('refuses on an account that does not exist (0 available)', () =>
      given().when({ kind: 'reserve', amountCents: 1, reservationId: 'swap-1' }).thenFails(InsufficientCreditsError));
    it('refuses a reservation id that is already open', () =>
      given(opened, granted(5_000), reserved(100))
        .when({ kind: 'reserve', amountCents: 100, reservationId: 'swap-1' })
        .thenFails(ConflictError, /already reserved/));
  });

  describe('release', () => {
    it('frees the whole reservation', () =>
      given(opened, granted(5_000), reserved(1_500))
        .when({ kind: 'release', reservationId: 'swap-1' })
        .then([{ type: T.ReservationReleased, amountCents: 1_500, reservationId: 'swap-1' }]));
    it('refuses an unknown or already released reservation', () => {
      given(opened, granted(5_000))
        .when({ kind: 'release', reservationId: 'swap-1' })
        .thenFails(ConflictError, /no open reservation/);
      given(opened, granted(5_000), reserved(1_500), { type: T.ReservationReleased, amountCents: 1_500, reservationId: 'swap-1' })
        .when({ kind: 'release', reservationId: 'swap-1' })
        .thenFails(ConflictError);
    });
  });

  describe('transfer', () => {
    const out = (amountCents: number): CreditAccountEvent => ({
      type: T.CreditsTransferredOut,
      amountCents: -amountCents,
      transferId: 't1',
      counterpartyId: OTHER,
    });
    it('debits the payer (negative leg)', () =>
      given(opened, granted(5_000))
        .when({ kind: 'transfer-out', amountCents: 5_000, transferId: 't1', to: OTHER })
        .then([out(5_000)]));
    it('refuses to spend reserved credits', () =>
      given(opened, granted(5_000), reserved(1_000))
        .when({ kind: 'transfer-out', amountCents: 4_001, transferId: 't1', to: OTHER })
        .thenFails(InsufficientCreditsError, /40 available/));
    it('pays from a reservation: releases it and debits, in that order', () =>
      given(opened, granted(5_000), reserved(5_000))
        .when({ kind: 'transfer-out', amountCents: 5_000, transferId: 't1', to: OTHER, fromReservationId: 'swap-1' })
        .then([{ type: T.ReservationReleased, amountCents: 5_000, reservationId: 'swap-1' }, out(5_000)]));
    it('credits the payee (positive leg), opening its account if needed', () => {
      const inLeg: CreditAccountEvent = { type: T.CreditsTransferredIn, amountCents: 700, transferId: 't1', counterpartyId: OTHER };
      given(opened).when({ kind: 'transfer-in', amountCents: 700, transferId: 't1', from: OTHER }).then([inLeg]);
      given().when({ kind: 'transfer-in', amountCents: 700, transferId: 't1', from: OTHER }).then([opened, inLeg]);
    });
    it('refuses a non-positive amount', () =>
      given(opened, granted(100))
        .when({ kind: 'transfer-out', amountCents: 0, transferId: 't1', to: OTHER })
        .thenFails(ValidationFailedError));
  });

  describe('evolve', () => {
    it('tracks balance, reserved and open reservations', () => {
      const state = [
        opened,
        granted(10_000),
        reserved(2_000, 'a'),
        reserved(3_000, 'b'),
        { type: T.ReservationReleased, amountCents: 2_000, reservationId: 'a' } as const,
      ].reduce(evolve, initialState);
      expect(state).toEqual<CreditAccountState>({ opened: true, balanceCents: 10_000, reservedCents: 3_000, reservations: { b: 3_000 } });
      expect(availableCents(state)).toBe(7_000);
    });
  });

  describe('ruleViolation (audit replay)', () => {
    const { state } = given(opened, granted(1_000));
    it('accepts what decide could have produced', () => {
      expect(ruleViolation(state, reserved(1_000))).toBeUndefined();
    });
    it('names events the rules forbid', () => {
      expect(ruleViolation(initialState, granted(1))).toMatch(/precedes the opening/);
      expect(ruleViolation(state, opened)).toMatch(/opened twice/);
      expect(ruleViolation(state, reserved(1_001))).toMatch(/negative/);
      expect(ruleViolation(state, { type: T.CreditsTransferredOut, amountCents: -1_001, transferId: 't', counterpartyId: OTHER })).toMatch(
        /negative/,
      );
      expect(ruleViolation(state, { type: T.ReservationReleased, amountCents: 5, reservationId: 'nope' })).toMatch(/does not match/);
      expect(ruleViolation(state, { type: T.CreditsGranted, amountCents: -5 })).toMatch(/positive/);
    });
  });
});

import { decide, evolve, type SwapCommand, type SwapEvent, type SwapState } from './swap.decider.js';

// The decider specs' given/when/then (swap.decider.spec.ts, swap.decider.counter-offers.spec.ts).

export const REQUESTER = 'requester';
export const OWNER = 'owner';
export const STRANGER = 'stranger';
/** When the request (or the round on the table) was made. */
export const OFFERED_AT = new Date('2026-11-01T12:00:00Z');

export const requested = (creditOfferCents: number | null = 4000): SwapState => ({
  status: 'pending',
  requesterId: REQUESTER,
  ownerId: OWNER,
  creditOfferCents,
  counterOfferCents: null,
  offeredAt: OFFERED_AT,
  shipped: false,
});

/** given(a swap request and what happened to it).when(command).then(events) — the decider's whole contract. */
export const given = (start: SwapState, ...history: SwapEvent[]) => {
  const state = history.reduce(evolve, start);
  return {
    state,
    when: (command: SwapCommand) => ({
      then: (expected: SwapEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenFails: (error: new (...args: never[]) => Error, message: string) => {
        expect(() => decide(command, state)).toThrow(error);
        expect(() => decide(command, state)).toThrow(message);
      },
    }),
  };
};

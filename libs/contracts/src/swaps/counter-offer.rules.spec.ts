import { COUNTER_OFFER_MESSAGES, counterOfferProblems, offerExpiresAt, suggestedCounter } from './counter-offer.rules.js';
import { SWAP_LIMITS } from './swap.rules.js';

describe('counter-offer rules', () => {
  it.each([10, 55, 100])('takes %i credits with a message', (credits) => {
    expect(counterOfferProblems({ credits, message: 'Would you take this?' }, 40)).toEqual([]);
  });

  it.each([5, 12, 105, 52.5, '60', null])('refuses %p credits: the offer’s own range and step', (credits) => {
    expect(counterOfferProblems({ credits, message: 'Hi' }, 40)).toEqual([
      { field: 'credits', message: COUNTER_OFFER_MESSAGES.amountRange },
    ]);
  });

  it('must name a different amount from the one it answers', () => {
    expect(counterOfferProblems({ credits: 40, message: 'Hi' }, 40)).toEqual([
      { field: 'credits', message: COUNTER_OFFER_MESSAGES.sameAmount },
    ]);
  });

  it('needs a non-blank message of at most the swap message length', () => {
    expect(counterOfferProblems({ credits: 60, message: '   ' }, 40)).toEqual([
      { field: 'message', message: COUNTER_OFFER_MESSAGES.messageRequired },
    ]);
    expect(counterOfferProblems({ credits: 60, message: 'x'.repeat(SWAP_LIMITS.message + 1) }, 40)).toHaveLength(1);
  });

  it('suggests a step up, or a step down at the top', () => {
    expect(suggestedCounter(40)).toBe(45);
    expect(suggestedCounter(100)).toBe(95);
  });

  it('expires 7 days after the round was made', () => {
    expect(offerExpiresAt('2026-11-01T12:00:00Z').toISOString()).toBe('2026-11-08T12:00:00.000Z');
  });
});

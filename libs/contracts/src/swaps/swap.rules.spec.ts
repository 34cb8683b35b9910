import { CREDIT_OFFER, descriptionPreview, isValidCreditOffer, SWAP_MESSAGES, swapMessageProblem, swapPartyName } from './swap.rules.js';

describe('the swap request rules', () => {
  it('accepts a credit offer from 10 to 100 in steps of 5, default 50 (spec §9)', () => {
    expect([10, 15, 50, 95, 100].every(isValidCreditOffer)).toBe(true);
    expect(isValidCreditOffer(CREDIT_OFFER.default)).toBe(true);
  });

  it('refuses typed offers out of range, off the step, fractional or not numbers', () => {
    for (const value of [0, 5, 9, 12, 10.5, 101, 105, -10, Number.NaN, '50', null, undefined])
      expect(isValidCreditOffer(value)).toBe(false);
  });

  it('requires a non-blank message, with the wording of the form that asks', () => {
    expect(swapMessageProblem('  ')).toEqual({ field: 'message', message: SWAP_MESSAGES.messageRequired });
    expect(swapMessageProblem(undefined, 'message', SWAP_MESSAGES.rejectReason)?.message).toBe(
      'Please provide a reason for rejecting this swap request.',
    );
    expect(swapMessageProblem(' Hello ')).toBeNull();
    expect(swapMessageProblem('x'.repeat(5001))?.message).toMatch(/at most 5000/);
  });

  it('cuts an offered reagent description at 100 characters with an ellipsis (spec §2)', () => {
    expect(descriptionPreview('x'.repeat(100))).toBe('x'.repeat(100));
    expect(descriptionPreview('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
    expect(descriptionPreview(null)).toBe('');
  });

  it('words the messages as the spec does', () => {
    expect(SWAP_MESSAGES.duplicate).toBe('You already have a swap request for this reagent. Opening it.');
    expect(SWAP_MESSAGES.notEnoughForOffer(40)).toBe("You don't have enough credits for this offer. Required: 40");
    expect(SWAP_MESSAGES.insufficientAlert(12)).toBe("You don't have enough credits for this swap. You have 12 credits available.");
    expect(SWAP_MESSAGES.notFound).toBe("The swap request you're looking for doesn't exist or you don't have permission to view it.");
  });

  it('names a party by username with the display name beside it, so one person has one name', () => {
    expect(swapPartyName({ username: 'alice', displayName: 'Alice Martin' })).toBe('alice (Alice Martin)');
    expect(swapPartyName({ username: 'alice', displayName: ' Alice ' })).toBe('alice');
    expect(swapPartyName({ username: 'alice', displayName: null })).toBe('alice');
    expect(swapPartyName({ username: null, displayName: 'Alice Martin' })).toBe('Alice Martin');
    expect(swapPartyName({ username: null, displayName: '  ' })).toBe('Unknown');
    expect(swapPartyName(null, 'the requester')).toBe('the requester');
  });
});

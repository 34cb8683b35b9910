import { describe, expect, it } from '@jest/globals';
import { CATALOG_MESSAGES, SWAP_MESSAGES } from '@reagentswap/contracts';
import {
  blankRequestSwap,
  formFieldOf,
  isUnaffordable,
  requestSwapProblems,
  toCreateBody,
  type RequestSwapValues,
} from './requestSwapForm';

const form = (changes: Partial<RequestSwapValues> = {}): RequestSwapValues => ({
  ...blankRequestSwap(),
  message: 'Could we swap?',
  ...changes,
});

describe('the Request Swap form', () => {
  it('starts on credits at the default offer, valid once there is a message', () => {
    expect(blankRequestSwap()).toMatchObject({ kind: 'credits', credits: 50, reagentSource: 'listing', manualUnit: 'g' });
    expect(requestSwapProblems(form(), 100)).toEqual({});
    expect(requestSwapProblems(form({ message: '   ' }), 100)).toEqual({ message: SWAP_MESSAGES.messageRequired });
  });

  it.each([null, 5, 105, 52])('refuses a credit offer of %p (10–100 in steps of 5)', (credits) => {
    expect(requestSwapProblems(form({ credits }), 1000)).toEqual({ credits: SWAP_MESSAGES.creditOfferRange });
  });

  it('names what I can spend when the offer is beyond it, and waits for the balance before judging', () => {
    expect(requestSwapProblems(form({ credits: 60 }), 55)).toEqual({ credits: SWAP_MESSAGES.notEnoughCredits(55) });
    expect(isUnaffordable(form({ credits: 60 }), undefined)).toBe(false);
    expect(isUnaffordable(form({ credits: 55 }), 55)).toBe(false);
    expect(isUnaffordable(form({ kind: 'reagent', credits: 60 }), 10)).toBe(false);
  });

  it('asks for a listing, or a name for a reagent described by hand', () => {
    expect(requestSwapProblems(form({ kind: 'reagent' }), 0)).toEqual({ offeredReagentId: SWAP_MESSAGES.chooseReagent });
    expect(requestSwapProblems(form({ kind: 'reagent', reagentSource: 'manual', manualName: ' ' }), 0)).toEqual({
      manualName: CATALOG_MESSAGES.nameRequired,
    });
  });

  it('sends the offer the tab shows, trimmed, with empty optional fields as null', () => {
    expect(toCreateBody('id-1', 'r-1', form({ credits: 40, message: ' Hi ' }))).toEqual({
      id: 'id-1',
      reagentId: 'r-1',
      message: 'Hi',
      offer: { kind: 'credits', credits: 40 },
    });
    expect(toCreateBody('id-1', 'r-1', form({ kind: 'reagent', offeredReagentId: 'mine' })).offer).toEqual({
      kind: 'reagent',
      reagentId: 'mine',
    });
    const manual = form({ kind: 'reagent', reagentSource: 'manual', manualName: ' Tris ', manualCatalogNumber: ' ', manualAmount: null });
    expect(toCreateBody('id-1', 'r-1', manual).offer).toEqual({
      kind: 'reagent',
      manual: { name: 'Tris', catalogNumber: null, description: null, amount: null, unit: null, storageConditions: null },
    });
    expect(toCreateBody('id-1', 'r-1', { ...manual, manualAmount: 5 }).offer).toMatchObject({ manual: { amount: 5, unit: 'g' } });
    expect(toCreateBody('id-1', 'r-1', form({ kind: 'reagent', withCredits: true, credits: 30, offeredReagentId: 'mine' })).offer).toEqual({
      kind: 'mixed',
      credits: 30,
      reagentId: 'mine',
    });
  });

  it('a mixed offer (a listing with credits added) needs credits in range, affordable, and one of my listings (ADR 0027)', () => {
    // Credits are not asked of a reagent offer without them, nor of a hand-described reagent.
    expect(requestSwapProblems(form({ kind: 'reagent', credits: null, offeredReagentId: 'mine' }), 0)).toEqual({});
    expect(
      requestSwapProblems(form({ kind: 'reagent', reagentSource: 'manual', withCredits: true, credits: null, manualName: 'Tris' }), 0),
    ).toEqual({});
    expect(requestSwapProblems(form({ kind: 'reagent', withCredits: true, credits: 12, offeredReagentId: '' }), 100)).toMatchObject({
      credits: SWAP_MESSAGES.creditOfferRange,
      offeredReagentId: SWAP_MESSAGES.chooseReagent,
    });
    expect(requestSwapProblems(form({ kind: 'reagent', withCredits: true, credits: 60, offeredReagentId: 'mine' }), 40).credits).toBe(
      SWAP_MESSAGES.notEnoughCredits(40),
    );
    expect(requestSwapProblems(form({ kind: 'reagent', withCredits: true, credits: 30, offeredReagentId: 'mine' }), 40)).toEqual({});
  });

  it("puts the server's field errors on the field the member sees", () => {
    expect(formFieldOf('message', form())).toBe('message');
    expect(formFieldOf('offer.credits', form())).toBe('credits');
    expect(formFieldOf('offer.manual.amount', form())).toBe('manualName');
    expect(formFieldOf('offer', form({ kind: 'reagent' }))).toBe('offeredReagentId');
    expect(formFieldOf('offer', form({ kind: 'reagent', reagentSource: 'manual' }))).toBe('manualName');
    expect(formFieldOf('reagentId', form())).toBeUndefined();
  });
});

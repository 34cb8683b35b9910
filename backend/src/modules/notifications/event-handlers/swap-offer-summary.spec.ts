import type { OfferedReagentView } from '@reagentswap/contracts';
import type { SwapNotificationData } from '../templates/swap-template-parts.js';
import { cancellationHeadline } from './swap-cancelled.handler.js';
import { affiliationOf, offerSummary, pushPreview } from './swap-offer-summary.js';

const offered = (overrides: Partial<OfferedReagentView> = {}): OfferedReagentView => ({
  sourceReagentId: null,
  name: 'Ethanol',
  catalogNumber: 'E-1',
  description: null,
  amount: 500,
  unit: 'mL',
  storageConditions: null,
  ...overrides,
});

describe('swap notification wording', () => {
  it('summarises the offer as the spec names it: credits, the offered reagent with its amount, or an open request', () => {
    expect(offerSummary(40, null)).toBe('40 credits');
    expect(offerSummary(null, offered())).toBe('Ethanol (500 mL)');
    expect(offerSummary(null, offered({ unit: null }))).toBe('Ethanol (500)');
    expect(offerSummary(null, offered({ amount: null }))).toBe('Ethanol');
    expect(offerSummary(null, null)).toBe('Open Request');
    expect(offerSummary(40, offered())).toBe('40 credits + Ethanol (500 mL)'); // a mixed offer (ADR 0027)
  });

  it('cuts push previews at 100 characters with an ellipsis, on one line', () => {
    expect(pushPreview('Happy to\nhelp')).toBe('Happy to help');
    expect(pushPreview('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
    expect(pushPreview('x'.repeat(100))).toBe('x'.repeat(100));
    expect(pushPreview(null)).toBeNull();
  });

  it('names the lab and university that are known', () => {
    expect(affiliationOf({ labName: 'Biochemistry', university: 'Ghent University' })).toBe('Biochemistry, Ghent University');
    expect(affiliationOf({ labName: null, university: 'Ghent University' })).toBe('Ghent University');
    expect(affiliationOf({ labName: null, university: null })).toBeNull();
  });

  it('says who cancelled, as each recipient reads it', () => {
    const data = { requesterName: 'Ada', ownerName: 'Bob', reagentName: 'Acetone' } as SwapNotificationData;
    expect(cancellationHeadline('requester', 'owner', data)).toBe('Ada cancelled their swap request for your reagent Acetone.');
    expect(cancellationHeadline('owner', 'requester', data)).toBe('Bob cancelled your approved swap request for Acetone.');
    expect(cancellationHeadline('system', 'requester', data)).toBe('Your swap request for Acetone was cancelled.');
    expect(cancellationHeadline('system', 'owner', data)).toBe('The swap request from Ada for your reagent Acetone was cancelled.');
  });
});

import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { swapCancelledTemplate, swapCompletedTemplate } from './swap-closed.template.js';
import { swapEditedTemplate, swapRequestedTemplate } from './swap-offer.template.js';
import { swapApprovedTemplate, swapRejectedTemplate } from './swap-response.template.js';
import type { SwapNotificationData } from './swap-template-parts.js';
import { TemplateRenderer } from './template-renderer.js';

const renderer = new TemplateRenderer({ name: 'ReagentSwap', url: 'https://swap.example.org', supportEmail: 'help@swap.example.org' });
const owner = { displayName: 'Bob Owner', email: 'bob@uni.example' };
const requester = { displayName: 'Ada Requester', email: 'ada@uni.example' };

const data = (overrides: Partial<SwapNotificationData> = {}): SwapNotificationData => ({
  swapId: '11111111-2222-4333-8444-555555555555',
  reagentName: 'Acetone',
  requesterName: 'Ada Requester',
  ownerName: 'Bob Owner',
  requesterAffiliation: 'Biochemistry, Ghent University',
  offer: '40 credits',
  credits: 40,
  message: 'Could I have this <b>today</b>?',
  messagePreview: 'Could I have this <b>today</b>?',
  ...overrides,
});
const link = 'https://swap.example.org/swap-request/11111111-2222-4333-8444-555555555555';

describe('swap notification templates', () => {
  it('a new request tells the owner who, which reagent, the offer and the message, and links to the request', () => {
    const mail = renderer.email(swapRequestedTemplate, data(), owner);
    expect(mail.subject).toBe('New swap request for Acetone');
    for (const body of [mail.html.replace(/<\/?strong>/g, ''), mail.text]) {
      expect(body).toContain('Hello Bob Owner');
      expect(body).toContain('Ada Requester (Biochemistry, Ghent University) would like to swap for your reagent');
      expect(body).toContain('40 credits');
      expect(body).toContain(link);
    }
    expect(mail.html).toContain('Could I have this &lt;b&gt;today&lt;/b&gt;?'); // escaped in HTML
    expect(mail.text).toContain('"Could I have this <b>today</b>?"'); // verbatim in text
    expect(renderer.push(swapRequestedTemplate, data(), owner)).toEqual({
      title: 'New swap request',
      body: 'Ada Requester would like Acetone. Offer: 40 credits',
      url: '/swap-request/11111111-2222-4333-8444-555555555555',
    });
  });

  it('an edit shows the new offer to the owner', () => {
    const mail = renderer.email(swapEditedTemplate, data({ offer: '55 credits', credits: 55 }), owner);
    expect(mail.subject).toBe('Swap request for Acetone updated');
    expect(mail.text).toContain('Offer: 55 credits');
  });

  it('approval and rejection carry the owner’s message to the requester', () => {
    const approved = renderer.email(
      swapApprovedTemplate,
      data({ message: 'Come by on Monday', messagePreview: 'Come by on Monday' }),
      requester,
    );
    expect(approved.subject).toBe('Your swap request for Acetone was approved');
    expect(approved.text).toContain('Bob Owner approved your swap request for Acetone.');
    expect(approved.text).toContain('"Come by on Monday"');
    expect(approved.text).toContain('The 40 credits you offered are reserved');
    expect(renderer.email(swapApprovedTemplate, data({ credits: null, offer: 'Ethanol' }), requester).text).not.toContain('reserved');
    expect(renderer.push(swapApprovedTemplate, data({ messagePreview: 'Come by on Monday' }), requester).body).toBe(
      'Bob Owner approved your request for Acetone: Come by on Monday',
    );
    const rejected = renderer.email(swapRejectedTemplate, data({ message: 'Already promised' }), requester);
    expect(rejected.subject).toBe('Your swap request for Acetone was rejected');
    expect(rejected.text).toContain('Their reason:\n"Already promised"');
    expect(renderer.push(swapRejectedTemplate, data(), requester).title).toBe('Your swap request was rejected');
  });

  it('a system cancellation says why', () => {
    const cancelled = { ...data({ message: SWAP_MESSAGES.reagentTaken }), headline: 'Your swap request for Acetone was cancelled.' };
    const mail = renderer.email(swapCancelledTemplate, { ...cancelled, reason: SWAP_MESSAGES.reagentTaken }, requester);
    expect(mail.text).toContain(`Reason: ${SWAP_MESSAGES.reagentTaken}.`);
    expect(renderer.push(swapCancelledTemplate, { ...cancelled, reason: SWAP_MESSAGES.reagentTaken }, requester).body).toBe(
      `Your swap request for Acetone was cancelled. ${SWAP_MESSAGES.reagentTaken}.`,
    );
    expect(renderer.email(swapCancelledTemplate, { ...cancelled, reason: null }, requester).text).not.toContain('Reason');
  });

  it('completion tells the owner the credits arrived, or what they receive in exchange', () => {
    expect(renderer.email(swapCompletedTemplate, data(), owner).text).toContain('40 credits were transferred to your account.');
    const reagentSwap = renderer.email(swapCompletedTemplate, data({ credits: null, offer: 'Ethanol (500 mL)' }), owner);
    expect(reagentSwap.text).toContain('In exchange they offered Ethanol (500 mL).');
    expect(renderer.push(swapCompletedTemplate, data(), owner)).toMatchObject({
      title: 'Swap request completed',
      body: 'Ada Requester received Acetone. 40 credits were transferred to you.',
    });
  });
});

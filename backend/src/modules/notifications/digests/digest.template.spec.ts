import type { NewListing } from '../../../shared/listing/new-listings.js';
import { TemplateRenderer } from '../templates/template-renderer.js';
import { composeDigest, isEmptyDigest, LISTINGS_SHOWN, type DigestNews } from './digest-content.js';
import { dailyDigestTemplate, digestTemplateData, weeklyDigestTemplate } from './digest.template.js';

const renderer = new TemplateRenderer({ name: 'ReagentSwap', url: 'https://swap.example', supportEmail: 'help@swap.example' });
const recipient = { displayName: 'Dr Ada', email: 'ada@lab.example' };
const since = new Date('2026-11-22T07:00:00Z');

const listing = (n: number, authorId = 'someone'): NewListing => ({
  id: `id-${n}`,
  name: `Reagent ${n}`,
  authorId,
  city: 'Ghent',
  country: 'Belgium',
});
const news = (reagents: NewListing[], requests: NewListing[] = []): DigestNews => {
  const perAuthor = (items: NewListing[]) =>
    items.reduce<Record<string, number>>((acc, l) => ({ ...acc, [l.authorId]: (acc[l.authorId] ?? 0) + 1 }), {});
  return {
    reagents: { total: reagents.length, perAuthor: perAuthor(reagents), latest: reagents },
    requests: { total: requests.length, perAuthor: perAuthor(requests), latest: requests },
  };
};
const noSwaps = undefined;

describe('digest content and wording', () => {
  it("leaves out the member's own listings, from the count and from the names", () => {
    const content = composeDigest('ada', news([listing(1, 'ada'), listing(2), listing(3, 'ada')]), noSwaps, undefined);
    expect(content.reagents.count).toBe(1);
    expect(content.reagents.shown.map((l) => l.name)).toEqual(['Reagent 2']);
  });

  it('is empty when nothing concerns the member', () => {
    expect(isEmptyDigest(composeDigest('ada', news([listing(1, 'ada')]), noSwaps, undefined))).toBe(true);
    expect(isEmptyDigest(composeDigest('ada', news([]), noSwaps, { count: 1, senders: ['Bob'] }))).toBe(false);
  });

  it('names the newest listings, counts the rest, and renders only the sections with news', () => {
    const reagents = Array.from({ length: 8 }, (_, i) => listing(i + 1));
    const content = composeDigest('ada', news(reagents), noSwaps, undefined);
    const mail = renderer.email(dailyDigestTemplate, digestTemplateData('daily', content, since), recipient);
    expect(mail.subject).toBe('Your daily digest from ReagentSwap: 8 new reagents');
    expect(mail.text).toContain('since 22 Nov 2026, 07:00 UTC');
    expect(mail.text).toContain('- Reagent 1 (Ghent, Belgium): https://swap.example/reagents/id-1');
    expect(mail.text).not.toContain(`Reagent ${LISTINGS_SHOWN + 1}`);
    expect(mail.text).toContain(`And ${8 - LISTINGS_SHOWN} more. Browse Reagents: https://swap.example/reagents`);
    expect(mail.html).toContain('href="https://swap.example/reagents/id-1"');
    for (const absent of ['Your swaps', 'unread message', 'Requested Reagents']) expect(mail.text).not.toContain(absent);
  });

  it('words swap activity and unread messages in the singular and the plural', () => {
    const swaps = { memberId: 'ada', received: 1, approved: 2, rejected: 1, cancelled: 0, shipped: 1, completed: 3 };
    const content = composeDigest('ada', news([], [listing(9)]), swaps, { count: 5, senders: ['Bob', 'Carol', 'Dan', 'Eve'] });
    const data = digestTemplateData('weekly', content, since);
    expect(data.swaps).toEqual([
      '1 new swap request for your reagents',
      '2 of your swap requests were approved',
      '1 of your swap requests was rejected',
      '1 reagent you requested was shipped',
      '3 swaps of your reagents were completed',
    ]);
    expect(data.messages).toBe('You have 5 unread messages from Bob, Carol, Dan and 1 other');
    expect(data.summary).toBe('1 new request, 8 swap updates, 5 unread messages');
    const mail = renderer.email(weeklyDigestTemplate, data, recipient);
    expect(mail.subject).toBe('Your weekly digest from ReagentSwap: 1 new request, 8 swap updates, 5 unread messages');
    expect(mail.text).toContain('- Reagent 9 (Ghent, Belgium)\nRequested Reagents: https://swap.example/reagent-requests');
    expect(renderer.push(weeklyDigestTemplate, data, recipient)).toEqual({
      title: 'Your weekly ReagentSwap digest',
      body: '1 new request, 8 swap updates, 5 unread messages',
      url: '/dashboard',
    });
  });

  it('names one or two senders plainly', () => {
    const one = digestTemplateData('daily', composeDigest('ada', news([]), noSwaps, { count: 1, senders: ['Bob'] }), since);
    const two = digestTemplateData('daily', composeDigest('ada', news([]), noSwaps, { count: 3, senders: ['Bob', 'Carol'] }), since);
    expect(one.messages).toBe('You have 1 unread message from Bob');
    expect(two.messages).toBe('You have 3 unread messages from Bob and Carol');
  });

  it('escapes listing names in the HTML', () => {
    const content = composeDigest('ada', news([{ ...listing(1), name: '<script>alert(1)</script>' }]), noSwaps, undefined);
    const mail = renderer.email(dailyDigestTemplate, digestTemplateData('daily', content, since), recipient);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

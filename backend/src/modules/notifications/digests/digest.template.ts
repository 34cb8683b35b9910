import type { DigestKind } from '@reagentswap/contracts';
import type { NewListing } from '../../../shared/listing/new-listings.js';
import { button, defineTemplate, type NotificationTemplate } from '../templates/notification-template.js';
import { savedSearchPath } from '@reagentswap/contracts';
import { digestCounts, savedSearchMatchCount, swapActivityCount, type DigestContent } from './digest-content.js';

interface ListingSection {
  heading: string;
  /** `path` is the listing's own page, where it has one. */
  items: { name: string; path: string | null; place: string }[];
  /** "and 12 more", or null when every one is named. */
  more: string | null;
  /** The page that lists them all, and its name. */
  allPath: string;
  allLabel: string;
}

export interface DigestTemplateData {
  title: string;
  sinceLabel: string;
  summary: string;
  reagents: ListingSection | null;
  requests: ListingSection | null;
  swaps: string[] | null;
  messages: string | null;
  /** The member's own listings expiring within 14 days, or null. */
  expiring: { name: string; path: string; expiryDate: string }[] | null;
  /** The member's digest-only saved searches with new matches (ADR 0028), each linking to /reagents with its filters. */
  savedSearches: { name: string; path: string; matches: string }[] | null;
  preference: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** "22 Nov 2026, 07:00 UTC": digests are scheduled in UTC, so they say so. */
const utcLabel = (at: Date) =>
  `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;

/** "1 new reagent", "3 new reagents". */
const counted = (n: number, singular: string, plural = `${singular}s`) => `${n} ${n === 1 ? singular : plural}`;

function listingSection(
  count: number,
  shown: NewListing[],
  noun: string,
  itemPath: ((id: string) => string) | null,
  all: { path: string; label: string },
): ListingSection | null {
  if (count === 0) return null;
  const more = count - shown.length;
  return {
    heading: counted(count, noun),
    items: shown.map((listing) => ({
      name: listing.name,
      path: itemPath ? itemPath(listing.id) : null,
      place: [listing.city, listing.country].filter(Boolean).join(', '),
    })),
    more: more > 0 ? `And ${more} more` : null,
    allPath: all.path,
    allLabel: all.label,
  };
}

function swapLines(content: DigestContent): string[] | null {
  const s = content.swaps;
  if (!s || swapActivityCount(s) === 0) return null;
  const was = (n: number) => (n === 1 ? 'was' : 'were');
  const lines = [
    s.received && `${counted(s.received, 'new swap request')} for your reagents`,
    s.approved && `${counted(s.approved, 'of your swap requests', 'of your swap requests')} ${was(s.approved)} approved`,
    s.rejected && `${counted(s.rejected, 'of your swap requests', 'of your swap requests')} ${was(s.rejected)} rejected`,
    s.shipped && `${counted(s.shipped, 'reagent')} you requested ${was(s.shipped)} shipped`,
    s.completed && `${counted(s.completed, 'swap')} of your reagents ${was(s.completed)} completed`,
    s.cancelled && `${counted(s.cancelled, 'swap')} ${was(s.cancelled)} cancelled`,
  ];
  return lines.filter((line): line is string => Boolean(line));
}

/** "from Dr Ada, Bob and 2 others". */
function fromSenders(senders: readonly string[]): string {
  if (senders.length === 0) return '';
  const named = senders.slice(0, 3);
  const others = senders.length - named.length;
  if (others > 0) return ` from ${named.join(', ')} and ${counted(others, 'other')}`;
  return named.length === 1 ? ` from ${named[0]}` : ` from ${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/** What the digest templates render for one member. */
export function digestTemplateData(kind: DigestKind, content: DigestContent, since: Date): DigestTemplateData {
  const counts = digestCounts(content);
  const summary = [
    counts.newReagents && counted(counts.newReagents, 'new reagent'),
    counts.newRequests && counted(counts.newRequests, 'new request'),
    counts.swapActivity && counted(counts.swapActivity, 'swap update'),
    counts.unreadMessages && counted(counts.unreadMessages, 'unread message'),
    savedSearchMatchCount(content) && counted(savedSearchMatchCount(content), 'saved search match', 'saved search matches'),
  ].filter(Boolean);
  return {
    title: kind === 'daily' ? 'Your daily digest' : 'Your weekly digest',
    sinceLabel: utcLabel(since),
    summary: summary.join(', '),
    reagents: listingSection(content.reagents.count, content.reagents.shown, 'new reagent', (id) => `/reagents/${id}`, {
      path: '/reagents',
      label: 'Browse Reagents',
    }),
    // Requests have no page of their own: the list is where a member sees them (and clicks Contact).
    requests: listingSection(content.requests.count, content.requests.shown, 'new reagent request', null, {
      path: '/reagent-requests',
      label: 'Requested Reagents',
    }),
    swaps: swapLines(content),
    messages: counts.unreadMessages
      ? `You have ${counted(counts.unreadMessages, 'unread message')}${fromSenders(content.unread.senders)}`
      : null,
    expiring: content.expiring?.length
      ? content.expiring.map((listing) => ({ name: listing.name, path: `/reagents/${listing.id}`, expiryDate: listing.expiryDate }))
      : null,
    savedSearches: content.savedSearches?.length
      ? content.savedSearches.map((search) => ({
          name: search.name,
          path: savedSearchPath(search.filter),
          matches: counted(search.count, 'new match', 'new matches'),
        }))
      : null,
    preference: kind === 'daily' ? 'the daily digest' : 'the weekly digest',
  };
}

const LISTING_HTML = (section: 'reagents' | 'requests') => `{{#if ${section}}}
<h3 style="font-size:16px;margin:24px 0 8px">{{${section}.heading}}</h3>
<ul style="margin:0;padding-left:20px">
{{#each ${section}.items}}<li>{{#if path}}<a href="{{href @root.app.url path}}" style="color:#1677ff">{{name}}</a>{{else}}{{name}}{{/if}}{{#if place}} <span style="color:#6b7280">({{place}})</span>{{/if}}</li>
{{/each}}</ul>
<p style="margin:8px 0">{{#if ${section}.more}}{{${section}.more}}. {{/if}}<a href="{{href app.url ${section}.allPath}}" style="color:#1677ff">Open {{${section}.allLabel}}</a></p>
{{/if}}`;

const LISTING_TEXT = (section: 'reagents' | 'requests') => `{{#if ${section}}}

{{${section}.heading}}:
{{#each ${section}.items}}- {{name}}{{#if place}} ({{place}}){{/if}}{{#if path}}: {{@root.app.url}}{{path}}{{/if}}
{{/each}}{{#if ${section}.more}}{{${section}.more}}. {{/if}}{{${section}.allLabel}}: {{app.url}}{{${section}.allPath}}
{{/if}}`;

const EMAIL = {
  subject: '{{title}} from {{app.name}}: {{summary}}',
  html: `<p>Hello {{recipient.displayName}},</p>
<p>Here is what happened on {{app.name}} since {{sinceLabel}}: {{summary}}.</p>
${LISTING_HTML('reagents')}
${LISTING_HTML('requests')}
{{#if swaps}}
<h3 style="font-size:16px;margin:24px 0 8px">Your swaps</h3>
<ul style="margin:0;padding-left:20px">{{#each swaps}}<li>{{this}}</li>{{/each}}</ul>
<p style="margin:8px 0"><a href="{{href app.url "/my-reagents?tab=swap-requests"}}" style="color:#1677ff">Open your swap requests</a></p>
{{/if}}
{{#if messages}}
<h3 style="font-size:16px;margin:24px 0 8px">Messages</h3>
<p style="margin:0">{{messages}}.</p>
${button('app.url "/messages"', 'Read your messages')}
{{/if}}
{{#if expiring}}
<h3 style="font-size:16px;margin:24px 0 8px">Your listings expiring soon</h3>
<ul style="margin:0;padding-left:20px">{{#each expiring}}<li><a href="{{href @root.app.url path}}" style="color:#1677ff">{{name}}</a> expires on {{expiryDate}}</li>{{/each}}</ul>
{{/if}}
{{#if savedSearches}}
<h3 style="font-size:16px;margin:24px 0 8px">Your saved searches</h3>
<ul style="margin:0;padding-left:20px">{{#each savedSearches}}<li><a href="{{href @root.app.url path}}" style="color:#1677ff">{{name}}</a>: {{matches}}</li>{{/each}}</ul>
{{/if}}
<p style="font-size:13px;color:#666666;margin-top:24px">You receive {{preference}} because it is on in your profile's notification settings: <a href="{{href app.url "/profile"}}" style="color:#666666">{{href app.url "/profile"}}</a>.</p>`,
  text: `Hello {{recipient.displayName}},

Here is what happened on {{app.name}} since {{sinceLabel}}: {{summary}}.
${LISTING_TEXT('reagents')}${LISTING_TEXT('requests')}{{#if swaps}}

Your swaps:
{{#each swaps}}- {{this}}
{{/each}}Your swap requests: {{app.url}}/my-reagents?tab=swap-requests
{{/if}}{{#if messages}}

{{messages}}: {{app.url}}/messages
{{/if}}{{#if expiring}}

Your listings expiring soon:
{{#each expiring}}- {{name}} expires on {{expiryDate}}: {{@root.app.url}}{{path}}
{{/each}}{{/if}}{{#if savedSearches}}

Your saved searches:
{{#each savedSearches}}- {{name}}: {{matches}}: {{@root.app.url}}{{path}}
{{/each}}{{/if}}

You receive {{preference}} because it is on in your profile's notification settings: {{app.url}}/profile`,
};

/** daily_digest_email: e-mail only. */
export const dailyDigestTemplate = defineTemplate<DigestTemplateData>({ name: 'daily-digest', email: EMAIL });

/** weekly_digest_email and push_weekly_digest: every Monday, the past 7 days. */
export const weeklyDigestTemplate = defineTemplate<DigestTemplateData>({
  name: 'weekly-digest',
  email: EMAIL,
  push: { title: 'Your weekly {{app.name}} digest', body: '{{summary}}', url: '/dashboard' },
});

export const digestTemplate = (kind: DigestKind): NotificationTemplate<DigestTemplateData> =>
  kind === 'daily' ? dailyDigestTemplate : weeklyDigestTemplate;

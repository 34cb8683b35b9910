import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { button, defineTemplate } from './notification-template.js';
import { GREETING_HTML, GREETING_TEXT } from './swap-template-parts.js';

const REAGENT_PATH = '/reagents/{{reagentId}}';
const REQUEST_PATH = '/reagent-requests/{{requestId}}';

/** To a requester (ADR 0026): a listing from the upload form matches their open request, once per request and listing. */
export const requestMatchTemplate = defineTemplate<{ reagentId: string; reagentName: string; requestId: string }>({
  name: 'request-match',
  email: {
    subject: REQUEST_MESSAGES.matchAvailable,
    html: `${GREETING_HTML}
<p>${REQUEST_MESSAGES.matchAvailable}: <strong>{{reagentName}}</strong>.</p>
<p>If it is what you needed, ask its owner for a swap, then mark your request fulfilled.</p>
${button(`app.url "${REAGENT_PATH}"`, 'View the reagent')}`,
    text: `${GREETING_TEXT}

${REQUEST_MESSAGES.matchAvailable}: {{reagentName}}.
If it is what you needed, ask its owner for a swap, then mark your request fulfilled.

View the reagent: {{app.url}}${REAGENT_PATH}
Your request: {{app.url}}${REQUEST_PATH}`,
  },
  push: { title: REQUEST_MESSAGES.matchAvailable, body: '{{reagentName}}', url: REAGENT_PATH },
});

/** 'A reagent matching your requests is now available' / '12 reagents matching your requests are now available'. */
export const matchesSummaryHeadline = (count: number): string =>
  count === 1 ? 'A reagent matching your requests is now available' : `${count} reagents matching your requests are now available`;

/** To a requester (ADR 0026): ONE summary per CSV import that matched any of their open requests. */
export const requestMatchesSummaryTemplate = defineTemplate<{ headline: string; requestId: string }>({
  name: 'request-matches-summary',
  email: {
    subject: '{{headline}}',
    html: `${GREETING_HTML}
<p>{{headline}}: a member just listed them in one import.</p>
${button(`app.url "${REQUEST_PATH}"`, 'See the matches')}`,
    text: `${GREETING_TEXT}

{{headline}}: a member just listed them in one import.

See the matches: {{app.url}}${REQUEST_PATH}`,
  },
  push: { title: '{{headline}}', body: 'Open your request to see them', url: REQUEST_PATH },
});

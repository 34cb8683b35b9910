import { SAVED_SEARCH_MESSAGES } from '@reagentswap/contracts';
import { button, defineTemplate } from './notification-template.js';
import { GREETING_HTML, GREETING_TEXT } from './swap-template-parts.js';

const REAGENT_PATH = '/reagents/{{reagentId}}';
const SAVED_SEARCHES_PATH = '/saved-searches';

/** To a member (ADR 0028): a listing from the upload form matches one of their instant saved searches, once per search and listing. */
export const savedSearchMatchTemplate = defineTemplate<{ reagentId: string; reagentName: string; savedSearchName: string }>({
  name: 'saved-search-match',
  email: {
    subject: SAVED_SEARCH_MESSAGES.matchAvailable,
    html: `${GREETING_HTML}
<p>${SAVED_SEARCH_MESSAGES.matchAvailable} <strong>{{savedSearchName}}</strong>: <strong>{{reagentName}}</strong>.</p>
${button(`app.url "${REAGENT_PATH}"`, 'View the reagent')}
<p style="font-size:13px;color:#666666">Manage your saved searches: <a href="{{href app.url "${SAVED_SEARCHES_PATH}"}}" style="color:#666666">{{href app.url "${SAVED_SEARCHES_PATH}"}}</a></p>`,
    text: `${GREETING_TEXT}

${SAVED_SEARCH_MESSAGES.matchAvailable} {{savedSearchName}}: {{reagentName}}.

View the reagent: {{app.url}}${REAGENT_PATH}
Manage your saved searches: {{app.url}}${SAVED_SEARCHES_PATH}`,
  },
  push: { title: SAVED_SEARCH_MESSAGES.matchAvailable, body: '{{reagentName}} ({{savedSearchName}})', url: REAGENT_PATH },
});

/** To a member (ADR 0028): ONE summary per CSV import that matched any of their instant saved searches. */
export const savedSearchMatchesSummaryTemplate = defineTemplate<{ headline: string }>({
  name: 'saved-search-matches-summary',
  email: {
    subject: '{{headline}}',
    html: `${GREETING_HTML}
<p>{{headline}}: a member just listed them in one import.</p>
${button(`app.url "${SAVED_SEARCHES_PATH}"`, 'See your saved searches')}`,
    text: `${GREETING_TEXT}

{{headline}}: a member just listed them in one import.

See your saved searches: {{app.url}}${SAVED_SEARCHES_PATH}`,
  },
  push: { title: '{{headline}}', body: 'Open your saved searches to run them', url: SAVED_SEARCHES_PATH },
});

import { button, defineTemplate } from './notification-template.js';
import { GREETING_HTML, GREETING_TEXT } from './swap-template-parts.js';

export interface ReagentExpiringData {
  reagentId: string;
  reagentName: string;
  /** yyyy-MM-dd */
  expiryDate: string;
  /** 'in 14 days', 'today', 'on 2026-11-27' (a late reminder). */
  when: string;
}

const REAGENT_PATH = '/reagents/{{reagentId}}';

/**
 * To a listing's owner (issue 18 item 4), 14 days before its expiry date and on the day: e-mail
 * (the e-mail master switch) and push (the push master switch), once per listing and reminder.
 */
export const reagentExpiringTemplate = defineTemplate<ReagentExpiringData>({
  name: 'reagent-expiring',
  email: {
    subject: 'Your listing {{reagentName}} expires {{when}}',
    html: `${GREETING_HTML}
<p>Your listing <strong>{{reagentName}}</strong> expires {{when}} ({{expiryDate}}).</p>
<p>Once expired it is hidden from Browse Reagents. If it is still good, update its expiry date; otherwise remove the listing.</p>
${button(`app.url "${REAGENT_PATH}"`, 'View the listing')}`,
    text: `${GREETING_TEXT}

Your listing {{reagentName}} expires {{when}} ({{expiryDate}}).
Once expired it is hidden from Browse Reagents. If it is still good, update its expiry date; otherwise remove the listing.

View the listing: {{app.url}}${REAGENT_PATH}`,
  },
  push: {
    title: 'A listing expires {{when}}',
    body: '{{reagentName}} expires {{when}} ({{expiryDate}})',
    url: REAGENT_PATH,
  },
});

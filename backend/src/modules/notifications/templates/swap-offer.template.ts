import { defineTemplate } from './notification-template.js';
import {
  GREETING_HTML,
  GREETING_TEXT,
  quotedHtml,
  quotedText,
  SWAP_PATH,
  swapButton,
  swapLinkText,
  type SwapNotificationData,
} from './swap-template-parts.js';

const WHO_HTML = '<strong>{{requesterName}}</strong>{{#if requesterAffiliation}} ({{requesterAffiliation}}){{/if}}';
const WHO_TEXT = '{{requesterName}}{{#if requesterAffiliation}} ({{requesterAffiliation}}){{/if}}';

/** To the reagent's owner (notify_swap_offers / push_swap_offers): a member asks for their reagent. */
export const swapRequestedTemplate = defineTemplate<SwapNotificationData>({
  name: 'swap-requested',
  email: {
    subject: 'New swap request for {{reagentName}}',
    html: `${GREETING_HTML}
<p>${WHO_HTML} would like to swap for your reagent <strong>{{reagentName}}</strong>.</p>
<p>Offer: <strong>{{offer}}</strong></p>
${quotedHtml('Their message:')}
${swapButton}
<p style="font-size:13px;color:#666666">Approve or reject the request on its page.</p>`,
    text: `${GREETING_TEXT}

${WHO_TEXT} would like to swap for your reagent {{reagentName}}.

Offer: {{offer}}
${quotedText('Their message:')}

${swapLinkText('Approve or reject it here')}`,
  },
  push: { title: 'New swap request', body: '{{requesterName}} would like {{reagentName}}. Offer: {{offer}}', url: SWAP_PATH },
});

/** To the owner (swap offers): the requester changed the offer or message of a pending request. */
export const swapEditedTemplate = defineTemplate<SwapNotificationData>({
  name: 'swap-edited',
  email: {
    subject: 'Swap request for {{reagentName}} updated',
    html: `${GREETING_HTML}
<p>${WHO_HTML} updated their swap request for your reagent <strong>{{reagentName}}</strong>.</p>
<p>Offer: <strong>{{offer}}</strong></p>
${quotedHtml('Their message:')}
${swapButton}`,
    text: `${GREETING_TEXT}

${WHO_TEXT} updated their swap request for your reagent {{reagentName}}.

Offer: {{offer}}
${quotedText('Their message:')}

${swapLinkText('View the swap request')}`,
  },
  push: {
    title: 'Swap request updated',
    body: '{{requesterName}} updated their request for {{reagentName}}. Offer: {{offer}}',
    url: SWAP_PATH,
  },
});

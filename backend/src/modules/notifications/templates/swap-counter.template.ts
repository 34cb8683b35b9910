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

/**
 * A counter-offer round (ADR 0027) to the other party: `counterparty` named the amount `credits`
 * with a message. The owner's counter reaches the requester (swap responses), a counter back the
 * owner (swap offers).
 */
export const swapCounteredTemplate = defineTemplate<SwapNotificationData & { counterparty: string }>({
  name: 'swap-countered',
  email: {
    subject: 'Counter-offer for {{reagentName}}: {{credits}} credits',
    html: `${GREETING_HTML}
<p><strong>{{counterparty}}</strong> made a counter-offer of <strong>{{credits}} credits</strong> for <strong>{{reagentName}}</strong>.</p>
${quotedHtml('Their message:')}
${swapButton}
<p style="font-size:13px;color:#666666">Answer it on the swap's page within 7 days, or it expires.</p>`,
    text: `${GREETING_TEXT}

{{counterparty}} made a counter-offer of {{credits}} credits for {{reagentName}}.
${quotedText('Their message:')}

${swapLinkText('Answer it within 7 days, or it expires')}`,
  },
  push: {
    title: 'New counter-offer',
    body: '{{counterparty}} offers {{credits}} credits for {{reagentName}}: {{messagePreview}}',
    url: SWAP_PATH,
  },
});

/** To the owner (swap offers): the requester accepted their counter-offer; its credits are reserved. */
export const swapCounterAcceptedTemplate = defineTemplate<SwapNotificationData>({
  name: 'swap-counter-accepted',
  email: {
    subject: 'Counter-offer accepted: {{reagentName}}',
    html: `${GREETING_HTML}
<p><strong>{{requesterName}}</strong> accepted your counter-offer of <strong>{{credits}} credits</strong> for <strong>{{reagentName}}</strong>, so the swap is approved.</p>
<p>The credits are reserved from their balance until they confirm that they received the reagent.</p>
${swapButton}`,
    text: `${GREETING_TEXT}

{{requesterName}} accepted your counter-offer of {{credits}} credits for {{reagentName}}, so the swap is approved.
The credits are reserved from their balance until they confirm that they received the reagent.

${swapLinkText('View the swap request')}`,
  },
  push: {
    title: 'Counter-offer accepted',
    body: '{{requesterName}} accepted {{credits}} credits for {{reagentName}}',
    url: SWAP_PATH,
  },
});

/** To the owner (swap offers): the requester declined their counter-offer; the swap is cancelled. */
export const swapCounterDeclinedTemplate = defineTemplate<SwapNotificationData>({
  name: 'swap-counter-declined',
  email: {
    subject: 'Counter-offer declined: {{reagentName}}',
    html: `${GREETING_HTML}
<p><strong>{{requesterName}}</strong> declined your counter-offer for <strong>{{reagentName}}</strong>, so the swap request was cancelled.</p>
${swapButton}`,
    text: `${GREETING_TEXT}

{{requesterName}} declined your counter-offer for {{reagentName}}, so the swap request was cancelled.

${swapLinkText('View the swap request')}`,
  },
  push: {
    title: 'Counter-offer declined',
    body: '{{requesterName}} declined your counter-offer for {{reagentName}}',
    url: SWAP_PATH,
  },
});

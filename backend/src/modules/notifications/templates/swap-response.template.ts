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

/** To the requester (notify_swap_responses / push_swap_responses): the owner approved, with a message. */
export const swapApprovedTemplate = defineTemplate<SwapNotificationData>({
  name: 'swap-approved',
  email: {
    subject: 'Your swap request for {{reagentName}} was approved',
    html: `${GREETING_HTML}
<p><strong>{{ownerName}}</strong> approved your swap request for <strong>{{reagentName}}</strong>.</p>
${quotedHtml('Their message:')}
{{#if credits}}<p>The {{credits}} credits you offered are reserved from your balance until you confirm that you received the reagent.</p>{{/if}}
${swapButton}`,
    text: `${GREETING_TEXT}

{{ownerName}} approved your swap request for {{reagentName}}.
${quotedText('Their message:')}
{{#if credits}}
The {{credits}} credits you offered are reserved from your balance until you confirm that you received the reagent.{{/if}}

${swapLinkText('View the swap request')}`,
  },
  push: {
    title: 'Your swap request was approved',
    body: '{{ownerName}} approved your request for {{reagentName}}: {{messagePreview}}',
    url: SWAP_PATH,
  },
});

/** To the requester (swap responses): the owner rejected, with a reason. */
export const swapRejectedTemplate = defineTemplate<SwapNotificationData>({
  name: 'swap-rejected',
  email: {
    subject: 'Your swap request for {{reagentName}} was rejected',
    html: `${GREETING_HTML}
<p><strong>{{ownerName}}</strong> rejected your swap request for <strong>{{reagentName}}</strong>.</p>
${quotedHtml('Their reason:')}
${swapButton}`,
    text: `${GREETING_TEXT}

{{ownerName}} rejected your swap request for {{reagentName}}.
${quotedText('Their reason:')}

${swapLinkText('View the swap request')}`,
  },
  push: {
    title: 'Your swap request was rejected',
    body: '{{ownerName}} rejected your request for {{reagentName}}: {{messagePreview}}',
    url: SWAP_PATH,
  },
});

import { defineTemplate } from './notification-template.js';
import { GREETING_HTML, GREETING_TEXT, SWAP_PATH, swapButton, swapLinkText, type SwapNotificationData } from './swap-template-parts.js';

/**
 * To the other party of a cancellation, or to both when the system cancelled. `headline` says who
 * cancelled what (SwapNotifier words it per recipient); `reason` is the system's, else null.
 */
export const swapCancelledTemplate = defineTemplate<SwapNotificationData & { headline: string; reason: string | null }>({
  name: 'swap-cancelled',
  email: {
    subject: 'Swap request for {{reagentName}} cancelled',
    html: `${GREETING_HTML}
<p>{{headline}}</p>
{{#if reason}}<p>Reason: {{reason}}.</p>{{/if}}
${swapButton}`,
    text: `${GREETING_TEXT}

{{headline}}{{#if reason}}
Reason: {{reason}}.{{/if}}

${swapLinkText('View the swap request')}`,
  },
  push: { title: 'Swap request cancelled', body: '{{headline}}{{#if reason}} {{reason}}.{{/if}}', url: SWAP_PATH },
});

/** To the owner: the requester confirmed receipt (only the requester can), credits were transferred. */
export const swapCompletedTemplate = defineTemplate<SwapNotificationData>({
  name: 'swap-completed',
  email: {
    subject: 'Swap completed: {{reagentName}}',
    html: `${GREETING_HTML}
<p><strong>{{requesterName}}</strong> confirmed receiving <strong>{{reagentName}}</strong>, so the swap is complete.</p>
{{#if credits}}<p>{{credits}} credits were transferred to your account.</p>{{else}}<p>In exchange they offered <strong>{{offer}}</strong>.</p>{{/if}}
${swapButton}`,
    text: `${GREETING_TEXT}

{{requesterName}} confirmed receiving {{reagentName}}, so the swap is complete.
{{#if credits}}{{credits}} credits were transferred to your account.{{else}}In exchange they offered {{offer}}.{{/if}}

${swapLinkText('View the swap request')}`,
  },
  push: {
    title: 'Swap request completed',
    body: '{{requesterName}} received {{reagentName}}.{{#if credits}} {{credits}} credits were transferred to you.{{/if}}',
    url: SWAP_PATH,
  },
});

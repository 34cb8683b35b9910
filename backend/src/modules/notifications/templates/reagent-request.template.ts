import { defineTemplate } from './notification-template.js';

/** Push only (push_reagent_requests): a member asks for a reagent (spec §7's request notification). */
export const reagentRequestTemplate = defineTemplate<{ requesterName: string; reagentName: string; location: string }>({
  name: 'reagent-request',
  push: {
    title: 'New reagent request',
    body: '{{requesterName}} is looking for {{reagentName}}{{#if location}} ({{location}}){{/if}}',
    url: '/reagent-requests',
  },
});

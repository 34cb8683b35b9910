import { defineTemplate } from './notification-template.js';

/** Push only (push_new_reagents): a reagent listed through the upload form. */
export const newReagentTemplate = defineTemplate<{ reagentId: string; reagentName: string; categoryName: string; location: string }>({
  name: 'new-reagent',
  push: {
    title: 'New reagent available',
    body: '{{reagentName}} ({{categoryName}}){{#if location}} in {{location}}{{/if}} is now available to swap',
    url: '/reagents/{{reagentId}}',
  },
});

/** Push only (push_new_reagents): ONE summary per CSV import, however many rows it listed. */
export const reagentsImportedTemplate = defineTemplate<{ count: number; sample: string }>({
  name: 'reagents-imported',
  push: {
    title: 'New reagents available',
    body: '{{count}} new reagents listed: {{sample}}',
    url: '/reagents',
  },
});

/**
 * The headings and lead lines of the pages a visitor most often opens first. The page components
 * render them, and the build writes them into each page's own copy of index.html
 * (frontend/build/page-shells.ts) so they paint with the document, before any script has run.
 * Plain data: vite.config.ts imports this file.
 */
export const PAGE_INTROS = {
  home: {
    title: 'Swap surplus lab reagents with researchers near you',
    lead: 'ReagentSwap connects university labs so unused reagents find a new bench instead of the bin.',
  },
  help: {
    title: 'Help Center',
    lead: 'Answers to common questions about swapping reagents on ReagentSwap, and a direct line to our team.',
  },
  register: {
    title: 'Create an Account',
    lead: 'Join ReagentSwap to swap surplus reagents with other labs. New accounts are reviewed by an administrator.',
  },
  dashboard: { title: 'Dashboard' },
  browseReagents: { title: 'Browse Reagents', lead: 'Find reagents other labs are ready to swap.' },
  myReagents: { title: 'My Reagents' },
  messages: { title: 'Messages', lead: 'Your conversations with other members, newest first.' },
} as const;

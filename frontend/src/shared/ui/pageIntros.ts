/**
 * The headings and lead lines of the pages a visitor most often opens first. The page components
 * render them, and the build writes them into each page's own copy of index.html
 * (frontend/build/page-shells.ts) so they paint with the document, before any script has run.
 * Plain data: vite.config.ts imports this file. One export per page, so a page's chunk carries only its own.
 */
export const HOME_INTRO = {
  title: 'Swap surplus lab reagents with researchers near you',
  lead: 'ReagentSwap connects university labs so unused reagents find a new bench instead of the bin.',
} as const;
export const HELP_INTRO = {
  title: 'Help Center',
  lead: 'Answers to common questions about swapping reagents on ReagentSwap, and a direct line to our team.',
} as const;
export const REGISTER_INTRO = {
  title: 'Create an Account',
  lead: 'Join ReagentSwap to swap surplus reagents with other labs. New accounts are reviewed by an administrator.',
} as const;
export const DASHBOARD_INTRO = { title: 'Dashboard' } as const;
export const BROWSE_REAGENTS_INTRO = { title: 'Browse Reagents', lead: 'Find reagents other labs are ready to swap.' } as const;
export const MY_REAGENTS_INTRO = { title: 'My Reagents' } as const;
export const MESSAGES_INTRO = { title: 'Messages', lead: 'Your conversations with other members, newest first.' } as const;

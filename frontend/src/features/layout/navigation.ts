/** The app's navigation entries; desktop header, compact menu and footer all read these. */
export interface NavItem {
  to: string;
  label: string;
  /** A count shown next to the link while above 0 (see useNavBadgeCounts). */
  badge?: NavBadge;
}

/** What a link's badge counts: the pending swap requests for my reagents, my unread messages (spec §9, polled every 60 s). */
export type NavBadge = 'pending-swaps' | 'unread-messages';

/** Everyone sees these in the header. */
export const BROWSE_LINKS: NavItem[] = [
  { to: '/reagents', label: 'Browse Reagents' },
  { to: '/reagent-requests', label: 'Requested Reagents' },
];

/** Added to the header when signed in. */
export const MEMBER_LINKS: NavItem[] = [
  { to: '/reagents/new', label: 'Upload Reagent' },
  { to: '/request-reagent', label: 'Request Reagent' },
  { to: '/my-reagents', label: 'My Reagents', badge: 'pending-swaps' },
  { to: '/messages', label: 'Messages', badge: 'unread-messages' },
  { to: '/community', label: 'Community' },
];

/** Guests see these instead. */
export const GUEST_LINKS: NavItem[] = [
  { to: '/help', label: 'Help' },
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
];

/** The account menu, followed by Logout. */
export const ACCOUNT_MENU_LINKS: NavItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/my-reagents', label: 'My Reagents' },
  { to: '/request-reagent', label: 'Request Reagent' },
  { to: '/saved-searches', label: 'Saved Searches' },
  { to: '/messages', label: 'Messages' },
  { to: '/community', label: 'Community' },
];

export const ADMIN_LINK: NavItem = { to: '/admin', label: 'Admin Panel' };

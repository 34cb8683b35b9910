import { CATALOG_MESSAGES, SWAP_MESSAGES } from '@reagentswap/contracts';
import { Children, isValidElement, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AdminPage, FinancePage, MemberCreditsPage } from '../features/admin';
import {
  ConfirmEmailPage,
  ForgotPasswordPage,
  LoginPage,
  PendingApprovalPage,
  RegisterPage,
  RequireAdmin,
  RequireAuth,
  ResetPasswordPage,
} from '../features/auth';
import { CommunityPage, PublicProfilePage, PublicProfilePreviewPage } from '../features/community';
import { BrowseReagentsPage, EditReagentPage, NewReagentPage, ReagentDetailPage, SavedSearchesPage } from '../features/catalog';
import { CreditsPage } from '../features/credits';
import { DashboardPage } from '../features/dashboard';
import { ContactPage, HelpPage } from '../features/help';
import { HomePage } from '../features/home';
import { AppLayout } from '../features/layout';
import { PrivacyPage, TermsPage } from '../features/legal';
import { ConversationPage, MessagesPage, SendMessagePage } from '../features/messaging';
import { NotFoundPage } from '../features/not-found';
import { NotificationsPage } from '../features/notifications';
import { ProfileSettingsPage } from '../features/profile';
import { EditReagentRequestPage, ReagentRequestPage, ReagentRequestsPage, RequestReagentPage } from '../features/requests';
import { RequestSwapPage, SwapRequestDetailPage } from '../features/swaps';
import { lazyNamed } from '../shared/lib/lazyNamed';
import { RouteErrorPage } from '../shared/ui/RouteErrorPage';

// With its Swap Requests tab, the heaviest member page: a chunk of its own like the features' pages.
const MyReagentsRoute = lazyNamed(() => import('./MyReagentsRoute'), 'MyReagentsRoute');

type Access = 'public' | 'member' | 'admin';

export interface RouteHandle {
  title?: string;
}

function guard(access: Access, element: ReactNode): ReactNode {
  switch (access) {
    case 'public':
      return element;
    case 'member':
      return <RequireAuth>{element}</RequireAuth>;
    case 'admin':
      return <RequireAdmin>{element}</RequireAdmin>;
    default: {
      const unreachable: never = access;
      return unreachable;
    }
  }
}

/** Member pages whose spec shows guests an in-page login prompt with `message` rather than sending them to /login. */
const promptGuests = (message: string, element: ReactNode): ReactNode => <RequireAuth guestPrompt={message}>{element}</RequireAuth>;

/**
 * Pages are lazily loaded (features' index.ts): while a page's chunk is on its way the shell
 * (header, footer) is already on screen and the page's place holds at least a screen's height, so
 * the footer does not jump when the page arrives. One boundary for all pages: on a client-side
 * navigation (a transition) the previous page stays until the next one is ready.
 */
function PageSlot() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" style={{ minHeight: '100vh' }} />}>
      <Outlet />
    </Suspense>
  );
}

const pages: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/login', element: <LoginPage />, handle: { title: 'Sign In' } },
  { path: '/auth/login', element: <LoginPage />, handle: { title: 'Sign In' } },
  { path: '/register', element: <RegisterPage />, handle: { title: 'Register' } },
  { path: '/signup', element: <RegisterPage />, handle: { title: 'Register' } },
  { path: '/auth/register', element: <RegisterPage />, handle: { title: 'Register' } },
  { path: '/pending-approval', element: <PendingApprovalPage />, handle: { title: 'Account Pending Approval' } },
  {
    path: '/dashboard',
    // Spec: no session on the dashboard sends the user to /.
    element: (
      <RequireAuth redirectTo="/">
        <DashboardPage />
      </RequireAuth>
    ),
    handle: { title: 'Dashboard' },
  },
  { path: '/credits', element: guard('member', <CreditsPage />), handle: { title: 'Credit History' } },
  { path: '/admin', element: guard('admin', <AdminPage />), handle: { title: 'Admin Panel' } },
  { path: '/admin/finance', element: guard('admin', <FinancePage />), handle: { title: 'Finance' } },
  {
    path: '/admin/credits/:userId',
    element: guard('admin', <MemberCreditsPage />),
    handle: { title: 'Member Credit History' },
  },
  // Account recovery, help and legal pages (anonymous).
  { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Forgot Password' } },
  { path: '/reset-password', element: <ResetPasswordPage />, handle: { title: 'Reset Password' } },
  { path: '/confirm-email', element: <ConfirmEmailPage />, handle: { title: 'Confirm Email' } },
  { path: '/help', element: <HelpPage />, handle: { title: 'Help Center' } },
  { path: '/contact', element: <ContactPage />, handle: { title: 'Contact Us' } },
  { path: '/privacy', element: <PrivacyPage />, handle: { title: 'Privacy Policy' } },
  { path: '/terms', element: <TermsPage />, handle: { title: 'Terms of Service' } },
  // Own settings, the community directory and public profiles.
  { path: '/profile', element: guard('member', <ProfileSettingsPage />), handle: { title: 'My Profile' } },
  { path: '/profile/:id', element: guard('member', <ProfileSettingsPage />), handle: { title: 'My Profile' } },
  { path: '/profile/:id/edit', element: guard('member', <PublicProfilePreviewPage />), handle: { title: 'Public Profile' } },
  { path: '/community', element: guard('member', <CommunityPage />), handle: { title: 'Community' } },
  { path: '/notifications', element: guard('member', <NotificationsPage />), handle: { title: 'Notifications' } },
  { path: '/saved-searches', element: guard('member', <SavedSearchesPage />), handle: { title: 'Saved Searches' } },
  {
    path: '/community/profile/:userId',
    element: guard('member', <PublicProfilePage />),
    handle: { title: 'Public Profile' },
  },
  // The catalog (issue 8). A reagent's page is a shareable link: guests see it too (spec §2, §6);
  // upload and My Reagents show guests the spec's login prompt in place (§2, §4).
  { path: '/reagents', element: guard('member', <BrowseReagentsPage />), handle: { title: 'Browse Reagents' } },
  {
    path: '/reagents/new',
    element: promptGuests(CATALOG_MESSAGES.signedOutUpload, <NewReagentPage />),
    handle: { title: 'New Reagent' },
  },
  {
    path: '/upload',
    element: promptGuests(CATALOG_MESSAGES.signedOutUpload, <NewReagentPage />),
    handle: { title: 'New Reagent' },
  },
  { path: '/reagents/:id', element: <ReagentDetailPage />, handle: { title: 'Reagent Details' } },
  { path: '/reagents/:id/edit', element: guard('member', <EditReagentPage />), handle: { title: 'Edit Reagent' } },
  { path: '/reagents/edit/:id', element: guard('member', <EditReagentPage />), handle: { title: 'Edit Reagent' } },
  {
    path: '/my-reagents',
    element: promptGuests(CATALOG_MESSAGES.signInToViewMine, <MyReagentsRoute />),
    handle: { title: 'My Reagents' },
  },
  // Reagent requests (issue 8). Request a Reagent shows guests a login prompt itself (spec §2).
  { path: '/reagent-requests', element: guard('member', <ReagentRequestsPage />), handle: { title: 'Requested Reagents' } },
  { path: '/reagent-requests/new', element: <RequestReagentPage />, handle: { title: 'Request a Reagent' } },
  { path: '/request-reagent', element: <RequestReagentPage />, handle: { title: 'Request a Reagent' } },
  // A request and the listings matching it (issue 19 item 1): where match notices and the form lead.
  { path: '/reagent-requests/:id', element: guard('member', <ReagentRequestPage />), handle: { title: 'Reagent Request' } },
  {
    path: '/reagent-requests/:id/edit',
    element: guard('member', <EditReagentRequestPage />),
    handle: { title: 'Edit Reagent Request' },
  },
  // Swap requests (issue 9): guests are asked to sign in on the form (spec §8).
  {
    path: '/request-swap/:reagentId',
    element: promptGuests(SWAP_MESSAGES.signInToCreate, <RequestSwapPage />),
    handle: { title: 'Request Swap' },
  },
  { path: '/swap-request/:id', element: guard('member', <SwapRequestDetailPage />), handle: { title: 'Swap Request' } },
  // Messaging (issue 10). The message page sends guests to /auth/login (spec §2); without a
  // userId a conversation route goes to /messages.
  { path: '/messages', element: guard('member', <MessagesPage />), handle: { title: 'Messages' } },
  ...['/conversation/:userId', '/conversations/:userId'].map((path) => ({
    path,
    element: guard('member', <ConversationPage />),
    handle: { title: 'Conversation' },
  })),
  ...['/conversation', '/conversations'].map((path) => ({ path, element: <Navigate to="/messages" replace /> })),
  ...['/message/:reagentId', '/message'].map((path) => ({
    path,
    element: (
      <RequireAuth redirectTo="/auth/login">
        <SendMessagePage />
      </RequireAuth>
    ),
    handle: { title: 'Message Owner' },
  })),
  { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } },
];

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Static, not lazy: a page whose chunk cannot be fetched (offline, or gone after a deploy)
    // lands here, and this page must then show without fetching anything.
    errorElement: <RouteErrorPage />,
    children: [{ element: <PageSlot />, children: pages }],
  },
];

export const router = createBrowserRouter(routes);

/**
 * The lazily loaded pages `node` renders (a guard wraps the page), fetched now (lazyNamed's `preload`).
 */
function preloadPages(node: ReactNode): Promise<void>[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const { preload } = node.type as { preload?: () => Promise<void> };
  const own = typeof preload === 'function' ? [preload()] : [];
  return [...own, ...Children.toArray(node.props.children).flatMap(preloadPages)];
}

/**
 * The first location's page, asked for as the router is made, while the session's restore is on the
 * wire: its chunk downloads beside the shell's modules instead of after the shell has rendered, and
 * the first render (app/startApp.tsx waits for this too) shows the page at once rather than its
 * loading slot and then the page (issue 15: LCP, one commit fewer). Never rejects.
 *
 * Asked in the task after this module's: the request is made by Vite's preload helper, which adds a
 * `<link>` to the document for each chunk and stylesheet the page needs (20–30 on /register) at a cost
 * of a fraction of a millisecond each; here they would lengthen the task that evaluates the whole
 * application, already the longest before the first render (issue 15: TBT). The download starts a
 * task later, which is nothing next to the network's round trip.
 */
export const firstPageLoaded: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve))
  .then(() => Promise.all(router.state.matches.flatMap((match) => preloadPages(match.route.element))))
  .then(() => undefined);

import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { ADMIN, ALICE, BOB } from './support/accounts';
import { pageSettled, wcagViolations } from './support/a11y';
import { signInForApi, signInThroughApi } from './support/api';
import { DESKTOP, PHONE, sendMessageThroughApi } from './support/messaging';
import { listReagentThroughApi, requestSwapThroughApi } from './support/swaps';

/**
 * WCAG 2.2 AA, checked by axe on every route of the spec (issue 15): as a guest, a member and an
 * admin, at desktop width and at 390 px. Aliases that render the same page as another path
 * (/auth/login, /signup, /auth/register, /upload, /request-reagent, /conversations/{id},
 * /reagents/edit/{id}) are checked through that path.
 */

type Role = 'guest' | 'member' | 'admin';

/** Ids of the things routes with an id show, made through the API before the checks. */
interface Fixtures {
  aliceId: string;
  bobId: string;
  bobsReagent: string;
  alicesReagent: string;
  swap: string;
  request: string;
}

interface RouteCheck {
  path: (ids: Fixtures) => string;
  roles: Role[];
  /** Opened with a page load: the not-found page is what in-app moves pass through. */
  reload?: boolean;
}

const route = (path: string | ((ids: Fixtures) => string), ...roles: Role[]): RouteCheck => ({
  path: typeof path === 'string' ? () => path : path,
  roles,
});

const ROUTES: RouteCheck[] = [
  // Public pages; a signed-in member's / is the dashboard.
  route('/', 'guest'),
  route('/login', 'guest'),
  route('/register', 'guest'),
  route('/pending-approval', 'guest'),
  route('/forgot-password', 'guest'),
  route('/reset-password?token=not-a-real-token', 'guest'),
  route('/confirm-email?token=not-a-real-token', 'guest'),
  route('/help', 'guest', 'member'),
  route('/contact', 'guest', 'member'),
  route('/privacy', 'guest'),
  route('/terms', 'guest'),
  { ...route('/no-such-page', 'guest'), reload: true },
  // Shareable and prompting pages: what a guest sees there, and what a member sees.
  route((ids) => `/reagents/${ids.bobsReagent}`, 'guest', 'member'),
  route('/reagents/new', 'guest', 'member'),
  route('/my-reagents', 'guest', 'member'),
  route('/reagent-requests/new', 'guest', 'member'),
  route((ids) => `/request-swap/${ids.bobsReagent}`, 'guest', 'member'),
  // Member pages.
  route('/dashboard', 'member', 'admin'),
  route('/reagents', 'member'),
  // Issue 19 item 2: empty for this member (its list is axe-checked in saved-searches.spec.ts).
  route('/saved-searches', 'member'),
  route((ids) => `/reagents/${ids.alicesReagent}/edit`, 'member'),
  route('/my-reagents?tab=swap-requests', 'member'),
  route('/reagent-requests', 'member'),
  route((ids) => `/reagent-requests/${ids.request}`, 'member'),
  route((ids) => `/reagent-requests/${ids.request}/edit`, 'member'),
  route((ids) => `/swap-request/${ids.swap}`, 'member'),
  route('/messages', 'member'),
  route((ids) => `/conversation/${ids.bobId}`, 'member'),
  route((ids) => `/message/${ids.bobsReagent}`, 'member'),
  route('/credits', 'member'),
  route('/profile', 'member'),
  // Issue 19 item 5: Alice's notification centre (Bob's message to her is listed) and the Notifications tab.
  route('/notifications', 'member'),
  route('/profile?tab=notifications', 'member'),
  route((ids) => `/profile/${ids.aliceId}/edit`, 'member'),
  route('/community', 'member'),
  route((ids) => `/community/profile/${ids.bobId}`, 'member'),
  // Admin pages.
  route('/admin', 'admin'),
  route('/admin/finance', 'admin'),
  route((ids) => `/admin/credits/${ids.aliceId}`, 'admin'),
];

const ACCOUNTS = { member: ALICE, admin: ADMIN } as const;

async function makeFixtures(api: APIRequestContext): Promise<Fixtures> {
  const alice = await signInForApi(api, ALICE);
  const bob = await signInForApi(api, BOB);
  const stamp = Date.now().toString(36);
  const bobsReagent = await listReagentThroughApi(api, bob.accessToken, { name: `Axe check reagent ${stamp}` });
  const alicesReagent = await listReagentThroughApi(api, alice.accessToken, { name: `Axe offer ${stamp}` });
  const swap = await requestSwapThroughApi(api, alice.accessToken, bobsReagent.id, { reagentId: alicesReagent.id });
  await sendMessageThroughApi(api, bob.accessToken, alice.userId, `About the swap ${stamp}`, bobsReagent.id);
  const created = await api.post('/api/reagent-requests', {
    headers: { Authorization: `Bearer ${alice.accessToken}` },
    data: { name: `Axe wanted ${stamp}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const request = ((await created.json()) as { id: string }).id;
  return {
    aliceId: alice.userId,
    bobId: bob.userId,
    bobsReagent: bobsReagent.id,
    alicesReagent: alicesReagent.id,
    swap: swap.id,
    request,
  };
}

let ids: Fixtures;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  ids = await makeFixtures(api);
  await api.dispose();
});

/** An unknown path: the not-found page, whose heading no checked page shares, stands between two checked pages. */
const BETWEEN = '/a11y-between-pages';
const notFoundHeading = (page: Page) => page.locator('#main-content h1', { hasText: '404' });

async function historyNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens `path` as the app's own links do (history and the router, no reload): loading and parsing
 * the whole bundle again for each of some thirty routes would take much of the file's time. It
 * goes by the not-found page, and the page counts as shown once that page has gone: the router
 * keeps the previous page on screen while the next one's code loads, and two pages in a row may
 * share their heading.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await historyNavigate(page, BETWEEN);
  await expect(notFoundHeading(page)).toBeVisible();
  await historyNavigate(page, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(notFoundHeading(page)).toHaveCount(0);
}

async function checkRoutes(browser: Browser, role: Role, viewport: { width: number; height: number }): Promise<void> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (role !== 'guest') await signInThroughApi(page, ACCOUNTS[role]);
  const found: string[] = [];
  let loaded = false;
  for (const check of ROUTES.filter((r) => r.roles.includes(role))) {
    const path = check.path(ids);
    await test.step(path, async () => {
      if (loaded && !check.reload) await navigateInApp(page, path);
      else await page.goto(path);
      loaded = true;
      await pageSettled(page);
      const violations = await wcagViolations(page);
      if (violations.length > 0) found.push(`${path}:\n  ${violations.join('\n  ')}`);
    });
  }
  await context.close();
  expect(found.join('\n'), 'WCAG violations by route').toBe('');
}

for (const role of ['guest', 'member', 'admin'] as const) {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    test(`every ${role} route has no WCAG 2.2 AA violations at ${name}`, async ({ browser }) => {
      // Some twenty routes, each rendered and checked by axe: up to four minutes on a loaded two-core machine.
      test.setTimeout(300_000);
      await checkRoutes(browser, role, viewport);
    });
  }
}

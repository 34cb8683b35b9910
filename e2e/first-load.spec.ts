import { expect, test, type Page } from './support/test';
import { ALICE } from './support/accounts';
import { registerApprovedMember, signInForApi, signInThroughApi } from './support/api';

/**
 * Issue 15: a first load renders the page at once and does not re-render the whole app again and
 * again. React's commits are counted through the hook React DevTools use (React calls it on every
 * commit, production builds too): a count, not a time, so it holds on a loaded machine. On each
 * commit the page's heading and the router's loading slot are noted.
 *
 * - The first commit holds the page, not the loading slot the page replaces a moment later: the
 *   router fetches the first page's chunk while the session is restored and the first render waits
 *   for both (app/router.tsx `firstPageLoaded`, app/startApp.tsx).
 * - The commits of the whole load stay under a ceiling: today's count (guest pages 3–7 times;
 *   members' pages 8–19 times, as each query and the socket's first push answer) plus room for the
 *   timing of the answers. A change that makes every answer re-render everything, or a loop, goes
 *   over it.
 */

interface Commit {
  heading: string | null;
  loadingSlot: boolean;
}

async function recordCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const commits: Commit[] = [];
    (window as unknown as { __commits: Commit[] }).__commits = commits;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        commits.push({
          heading: document.querySelector('h1')?.textContent ?? null,
          loadingSlot: document.querySelector('.page-loading') !== null,
        });
      },
    };
  });
}

/** Loads `path` and returns its commits once the page has settled (no request for a while). */
async function commitsOf(page: Page, path: string): Promise<Commit[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('h1').first()).toBeVisible();
  // What comes a moment later (badges, counts) counts too.
  await page.waitForTimeout(2_000);
  return page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
}

interface Expected {
  path: string;
  /** The page's heading, when it needs no data (pages with data show their loading state first). */
  heading?: string;
  maxCommits: number;
}

async function expectFirstLoad(page: Page, { path, heading, maxCommits }: Expected): Promise<void> {
  const commits = await commitsOf(page, path);
  const [first] = commits;
  expect(first, `no commit on ${path}`).toBeDefined();
  expect(first.loadingSlot, `${path}: the first commit shows the loading slot`).toBe(false);
  if (heading) expect(first.heading).toBe(heading);
  expect(commits.length, `${path}: ${commits.length} commits`).toBeLessThanOrEqual(maxCommits);
}

test('a guest page commits the page itself first, and few times in all', async ({ page, request }) => {
  const { accessToken } = await signInForApi(request, ALICE);
  const listed = await request.get('/api/reagents?limit=1', { headers: { Authorization: `Bearer ${accessToken}` } });
  const [reagent] = ((await listed.json()) as { items: { id: string }[] }).items;
  await recordCommits(page);
  for (const expected of [
    { path: '/', heading: 'Swap surplus lab reagents with researchers near you', maxCommits: 5 },
    { path: '/login', heading: 'Sign In', maxCommits: 5 },
    { path: '/help', heading: 'Help Center', maxCommits: 9 },
    { path: `/reagents/${reagent.id}`, maxCommits: 8 },
  ]) {
    await test.step(expected.path, () => expectFirstLoad(page, expected));
  }
});

test("a member's page commits the page itself first, not once per answer and more", async ({ page, request }) => {
  // A member of their own: what the pages show (and so how often they render) does not depend on other tests.
  const member = await registerApprovedMember(request);
  await recordCommits(page);
  for (const expected of [
    { path: '/dashboard', heading: 'Dashboard', maxCommits: 20 },
    { path: '/reagents', heading: 'Browse Reagents', maxCommits: 26 },
    { path: '/messages', heading: 'Messages', maxCommits: 18 },
  ]) {
    await test.step(expected.path, async () => {
      // A fresh sign-in per page: the refresh cookie rotates with each restore.
      await signInThroughApi(page, member);
      await expectFirstLoad(page, expected);
    });
  }
});

/** Every stylesheet and module preload of the document, as `rel href`. */
const preloadsAndStylesheets = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
      (link) => `${link.rel} ${link.href}`,
    ),
  );

/**
 * The application's preloads (frontend/build/preload-app.ts) reach the document once each: a page's copy of
 * index.html keeps them in an inert template until the entry adds them after the first paint
 * (src/app/appPreloads.ts), and the entry makes the preloaded stylesheets stylesheets before it asks for the
 * application, so that Vite's preload helper neither adds a link per chunk itself nor a second copy of a
 * stylesheet (parsed a second time: /login had five).
 */
test("the application's preloads and stylesheets are in the document once each, a page's copy adding them after its first paint", async ({
  page,
  request,
}) => {
  const member = await registerApprovedMember(request);
  for (const { path, signedIn } of [
    { path: '/', signedIn: false },
    { path: '/login', signedIn: false },
    { path: '/help', signedIn: false },
    { path: '/dashboard', signedIn: true },
  ]) {
    await test.step(path, async () => {
      if (signedIn) await signInThroughApi(page, member);
      const html = await (await request.get(path)).text();
      const template = /<template id="app-preloads">(.*?)<\/template>/s.exec(html)?.[1];
      // The pages that paint their heading with the document hold the preloads back; /login's copy has them at once.
      expect(template === undefined, `${path}: a template of preloads`).toBe(path === '/login');
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1:not(.boot-title)').first()).toBeVisible();
      await expect(page.locator('#app-preloads')).toHaveCount(0);
      const links = await preloadsAndStylesheets(page);
      expect(
        links.filter((link, at) => links.indexOf(link) !== at),
        `${path}: links added twice`,
      ).toEqual([]);
      const held = [...(template ?? '').matchAll(/rel="(modulepreload|preload)"[^>]*? href="([^"]+)"/g)];
      expect(held.length > 0).toBe(path !== '/login');
      for (const [, rel, href] of held) {
        const url = new URL(href, page.url()).href;
        // A preloaded stylesheet ends as a stylesheet (src/app/appStylesheets.ts).
        expect(links, `${path}: ${href}`).toContain(`${rel === 'preload' ? 'stylesheet' : rel} ${url}`);
      }
    });
  }
});

/**
 * The copies of index.html per page (frontend/build/page-shells.ts) paint the page's heading before any
 * script runs. It must be the page's own heading, where the page renders it: otherwise the text
 * would jump (or change) when React takes over. The pre-painted one is read with every script
 * refused (so neither the application nor the <noscript> line is on the page).
 */
test("a page's pre-painted heading is the page's own, in the place the page puts it", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const member = await registerApprovedMember(request);
  // A reagent's page: the server writes the listing's name into its shell (page-shell-slots.ts).
  const { accessToken } = await signInForApi(request, ALICE);
  const listed = await request.get('/api/reagents?limit=1', { headers: { Authorization: `Bearer ${accessToken}` } });
  const [reagent] = ((await listed.json()) as { items: { id: string }[] }).items;
  const everyShell = ['/help', '/dashboard', '/reagents', '/my-reagents', '/messages', `/reagents/${reagent.id}`];
  // On a desktop screen, one shell of each layout (a page's header, the narrow messages column, a reagent's card).
  for (const { viewport, paths } of [
    { viewport: { width: 390, height: 844 }, paths: everyShell },
    { viewport: { width: 1280, height: 800 }, paths: ['/help', '/messages', `/reagents/${reagent.id}`] },
  ]) {
    const before = await browser.newPage({ viewport });
    await before.route('**/*.js', (route) => route.abort());
    const after = await browser.newPage({ viewport });
    await signInThroughApi(after, member);
    for (const path of paths) {
      await test.step(`${path} at ${viewport.width} px`, async () => {
        await before.goto(path, { waitUntil: 'domcontentloaded' });
        const painted = before.locator('h1.boot-title');
        await expect(painted).toBeVisible();
        // Nothing of the application downloads beside the document: it is asked for after this paint (page-shells.ts).
        await expect(before.locator('link[rel="modulepreload"]')).toHaveCount(0);
        await after.goto(path);
        const rendered = after.locator('main h1:not(.boot-title)').first();
        await expect(rendered).toHaveText((await painted.textContent()) ?? '');
        const [early, late] = [await painted.boundingBox(), await rendered.boundingBox()];
        expect({ x: late?.x, y: late?.y, height: late?.height }).toEqual({ x: early?.x, y: early?.y, height: early?.height });
      });
    }
    await before.close();
    await after.close();
  }
});

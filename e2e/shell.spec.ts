import { expect, test, type Locator, type Page } from './support/test';
import { ADMIN, ALICE } from './support/accounts';
import { approveUser, registerApprovedMember, registerPendingMember, signInThroughApi } from './support/api';
import { pathIs, signIn } from './support/pages';

/** The shell as the catalog fills it (issue 8): header, admin tables, guards. */

interface HeaderLayout {
  rowHeight: number;
  overflows: boolean;
  items: Array<{ text: string; top: number; bottom: number; right: number }>;
}

/** Where the desktop header's brand, links and account menu sit. */
async function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.locator('.site-header__inner').evaluate((row) => {
    const items = [...row.querySelectorAll('.brand, .site-nav__link, .account-menu__trigger')].map((item) => {
      const box = item.getBoundingClientRect();
      return { text: item.textContent ?? '', top: box.top, bottom: box.bottom, right: box.right };
    });
    return { rowHeight: row.getBoundingClientRect().height, overflows: row.scrollWidth > row.clientWidth, items };
  });
}

test.describe('desktop header', () => {
  const LONG_NAME = 'Maximiliana Alexandrova-Wolfeschlegelsteinhausen';

  for (const width of [1024, 1280]) {
    test(`stays on one line at ${width} px with long names, for members and admins`, async ({ page, request }) => {
      const longNamed = await registerApprovedMember(request);
      const token = await signInThroughApi(page, longNamed);
      const renamed = await page.request.patch('/api/profile', {
        headers: { Authorization: `Bearer ${token}` },
        data: { displayUsername: LONG_NAME },
      });
      expect(renamed.status(), await renamed.text()).toBe(200);
      await page.setViewportSize({ width, height: 800 });

      for (const account of [ALICE, ADMIN, longNamed]) {
        await test.step(account.email, async () => {
          await page.context().clearCookies();
          await signInThroughApi(page, account);
          await page.goto('/dashboard');
          const header = page.getByRole('banner');
          await expect(header.getByRole('button', { name: /Account menu/ })).toBeVisible();
          await expect(header.getByRole('link', { name: 'Community' })).toBeVisible();

          const layout = await headerLayout(page);
          expect(layout.items.map((i) => i.text)).toContain('Community');
          // One row: every item spans the same band as the first, and the row is no taller than one item row.
          const [first] = layout.items;
          for (const item of layout.items) {
            expect(item.top, `${item.text} is on another line`).toBeLessThan(first!.bottom);
            expect(item.bottom, `${item.text} is on another line`).toBeGreaterThan(first!.top);
            expect(item.right, `${item.text} is cut off`).toBeLessThanOrEqual(width);
          }
          expect(layout.rowHeight).toBeLessThanOrEqual(72);
          expect(layout.overflows).toBe(false);
        });
      }
    });
  }
});

test.describe('a pending member', () => {
  test('who signed in stays on /pending-approval whichever guarded page they open, until approved', async ({ page, request }) => {
    const member = await registerPendingMember(request);

    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(pathIs('/pending-approval'));

    // Opened afresh (a typed address, a bookmark), as the spec's route table lists them.
    for (const path of ['/community', '/dashboard', '/credits', '/profile', '/reagents', '/messages', '/admin']) {
      await page.goto(path);
      await expect(page, `${path} leads to the pending page`).toHaveURL(pathIs('/pending-approval'));
      await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    }
    // Public pages stay open.
    await page.goto('/help');
    await expect(page).toHaveURL(pathIs('/help'));

    await approveUser(request, member.id);
    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await page.goto('/community');
    await expect(page).toHaveURL(pathIs('/community'));
  });
});

test.describe('admin tables', () => {
  /** The panel loads five lists at once, and the tables then re-render: slow on a busy machine. */
  const PANEL_LOAD = { timeout: 30_000 };

  /** Whether anything inside scrolls sideways (antd puts a scrolling wrapper around wide tables). */
  const scrollsSideways = (card: Locator) =>
    card.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].some(
        (e) =>
          e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible' && getComputedStyle(e).overflowX !== 'hidden',
      ),
    );

  /** The element lies within the card's left and right edges (nothing hidden off to the side). */
  async function expectInside(card: Locator, element: Locator): Promise<void> {
    const cardBox = (await card.boundingBox())!;
    const box = (await element.boundingBox())!;
    const label = (await element.innerText()) || (await element.getAttribute('aria-label'));
    expect(box.x, `${label} starts left of the card`).toBeGreaterThanOrEqual(cardBox.x - 1);
    expect(box.x + box.width, `${label} ends right of the card`).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
  }

  for (const width of [1024, 1280]) {
    test(`fit their cards at ${width} px, ID and Name in view`, async ({ page, request }) => {
      const pending = await registerPendingMember(request);
      await page.setViewportSize({ width, height: 900 });
      await signInThroughApi(page, ADMIN);
      await page.goto('/admin');

      const registrations = page.getByTestId('pending-registrations');
      await expect(registrations.getByRole('row').filter({ hasText: pending.email })).toBeVisible(PANEL_LOAD);
      const users = page.getByTestId('user-management');
      await users.getByRole('searchbox', { name: 'Search users' }).fill('alice@reagentswap.local');
      await expect(users.getByRole('row').filter({ hasText: 'alice@reagentswap.local' })).toBeVisible(PANEL_LOAD);

      for (const card of [registrations, users]) {
        expect(await scrollsSideways(card)).toBe(false);
        for (const header of await card.getByRole('columnheader').all()) await expectInside(card, header);
      }
      for (const name of ['ID', 'Name', 'Role', 'Credits', 'Actions']) {
        await expect(users.getByRole('columnheader', { name, exact: true })).toBeVisible();
      }
      const alice = users.getByRole('row').filter({ hasText: 'alice@reagentswap.local' });
      for (const control of [
        alice.getByText(/^[0-9a-f]{8}$/),
        alice.getByRole('link', { name: 'Alice Martin', exact: true }),
        alice.getByRole('button', { name: 'Edit credits of Alice Martin' }),
        alice.getByRole('button', { name: 'Suspend Alice Martin' }),
      ]) {
        await expect(control).toBeVisible();
        await expectInside(users, control);
      }
    });
  }

  test('at 375 px show whole registrations and members as cards', async ({ page, request }) => {
    const pending = await registerPendingMember(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInThroughApi(page, ADMIN);
    await page.goto('/admin');

    const card = page.getByTestId('pending-registrations').getByRole('listitem').filter({ hasText: pending.email });
    await expect(card).toBeVisible(PANEL_LOAD);
    const username = card.getByText(pending.username, { exact: true });
    await expect(username).toBeVisible();
    // The whole username is shown, not cut off.
    expect(await username.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= window.innerWidth)).toBe(
      true,
    );
    for (const decision of ['Approve', 'Reject']) {
      const button = card.getByRole('button', { name: `${decision} ${pending.username}` });
      await expect(button).toBeVisible();
      await expectInside(page.getByTestId('pending-registrations'), button);
    }
    expect(await scrollsSideways(page.getByTestId('pending-registrations'))).toBe(false);

    const users = page.getByTestId('user-management');
    await users.getByRole('searchbox', { name: 'Search users' }).fill('alice@reagentswap.local');
    await expect(users.getByRole('listitem').filter({ hasText: 'alice@reagentswap.local' })).toBeVisible(PANEL_LOAD);
    expect(await scrollsSideways(users)).toBe(false);
  });
});

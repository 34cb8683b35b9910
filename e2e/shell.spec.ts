import { expect, test, type Page } from '@playwright/test';
import { ADMIN, ALICE, newMember } from './support/accounts';
import { approveUser, findSeededUniversityWithLab, registerApprovedMember, retryOnRateLimit, signInThroughApi } from './support/api';
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
    const { university, lab } = await findSeededUniversityWithLab(request);
    const member = newMember();
    const registered = await retryOnRateLimit(() =>
      request.post('/api/auth/register', {
        data: {
          email: member.email,
          username: member.username,
          universityId: university.id,
          labId: lab.id,
          password: member.password,
          confirmPassword: member.password,
          acceptTerms: true,
        },
      }),
    );
    expect(registered.status(), await registered.text()).toBe(201);
    const { user } = (await registered.json()) as { user: { id: string } };

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

    await approveUser(request, user.id);
    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await page.goto('/community');
    await expect(page).toHaveURL(pathIs('/community'));
  });
});

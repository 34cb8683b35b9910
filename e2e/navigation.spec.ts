import { expect, test } from './support/test';
import { BOB } from './support/accounts';
import { pathIs, signIn } from './support/pages';

test.describe('navigation and guards', () => {
  test('a guest sent to /login from a guarded page is brought back after signing in', async ({ page }) => {
    await page.goto('/messages?from=e2e');
    await expect(page).toHaveURL(pathIs('/login'));
    await signIn(page, BOB.email, BOB.password);
    await expect(page).toHaveURL((url) => url.pathname === '/messages' && url.search === '?from=e2e');

    // Members may not open admin pages.
    await page.goto('/admin');
    await expect(page.getByText('Admin access required for this page')).toBeVisible();
    await expect(page).toHaveURL(pathIs('/dashboard'));
  });

  test('unknown routes show the not-found page and are logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no-such-page');
    await expect(page.getByText("Oops! This reagent couldn't be found")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Reagents' })).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes('/no-such-page'))).toBe(true);
  });

  test('guests see the home page; phones get the compact menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    for (const step of ['List Your Reagents', 'Request Swaps', 'Complete the Exchange']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();

    await page.getByLabel('Search reagents').fill('Taq polymerase');
    await page.getByRole('button', { name: 'Search' }).click();
    // /reagents needs a session: the guard sends the guest to /login.
    await expect(page).toHaveURL(pathIs('/login'));

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Help' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(pathIs('/register'));
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('page routes answer HEAD like GET (uptime probes, link checkers); unknown API paths stay 404', async ({ request }) => {
  for (const path of ['/', '/login', '/reagents']) {
    expect((await request.head(path)).status(), path).toBe(200);
  }
  expect((await request.head('/api/no-such-endpoint')).status()).toBe(404);
});

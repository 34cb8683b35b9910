import { expect, test, type Page } from './support/test';
import { ADMIN } from './support/accounts';
import { pathIs, signIn } from './support/pages';

/**
 * The real app under its real Content-Security-Policy: every violation the browser reports (a
 * `securitypolicyviolation` event, or Chromium's console error) fails the test, so a policy too
 * strict for what the app loads (antd's injected styles, the service worker, images...) shows up
 * here rather than as a blank page in production.
 */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test('home, login and admin pages render under the Content-Security-Policy without a single violation', async ({ page }) => {
  const violations = await watchForViolations(page);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(home?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await page.goto('/admin');
  await expect(page).toHaveURL(pathIs('/admin'));
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  // Let lazily loaded panels and styles settle before the last check.
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the API documentation (Swagger UI) works under the same policy', async ({ page }) => {
  const violations = await watchForViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /ReagentSwap API/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

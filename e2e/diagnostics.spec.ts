import { ALICE } from './support/accounts';
import { pathIs, signIn } from './support/pages';
import { Journal, expect, journalContexts, test } from './support/test';

/** The journal every test keeps (support/test.ts) is what CI's log shows of a failed test's browser: it must hold. */
test("a failed test's browser diagnostics hold its contexts' failed API answers, console errors and toasts", async ({ browser }) => {
  const journal = new Journal();
  const stop = journalContexts(browser, journal);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/login');
    const missing = '/api/reagents/00000000-0000-4000-8000-000000000000';
    expect(await page.evaluate((path) => fetch(path).then((r) => r.status), missing)).toBe(404);
    await signIn(page, ALICE.email, ALICE.password);
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await expect.poll(() => journal.text()).toContain('toast shown: Login successful!');
    const text = await journal.text();
    expect(text).toMatch(new RegExp(`\\[context 1\\] GET ${missing} → 404 \\{.*"status":404`));
    expect(text).toContain('[context 1] console error: Failed to load resource: the server responded with a status of 404');
  } finally {
    stop();
    await context.close();
  }
});

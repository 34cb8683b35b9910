import { expect, test } from './support/test';
import { adminToken, registerApprovedMember, signInThroughApi } from './support/api';
import { pathIs, signIn } from './support/pages';

const SUSPENDED = 'Your account has been suspended. Please contact support.';

test.describe('suspended accounts', () => {
  test('a member suspended mid-session is signed out with the spec message, and cannot sign in again', async ({ page, request }) => {
    const member = await registerApprovedMember(request);
    await signInThroughApi(page, member);
    // Wait until the page has restored the session and loaded member data, so the suspension
    // below lands mid-session rather than racing the page's own start-up.
    const balanceLoaded = page.waitForResponse((r) => r.url().endsWith('/api/credits/balance') && r.ok());
    await page.goto('/dashboard');
    await balanceLoaded;
    await expect(page).toHaveURL(pathIs('/dashboard'));

    const suspend = await request.post(`/api/admin/users/${member.id}/suspend`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(suspend.status(), await suspend.text()).toBe(200);

    await test.step('the next request is refused and the browser leaves for /login', async () => {
      await page.goto('/credits');
      await expect(page.getByText(SUSPENDED)).toBeVisible();
      await expect(page).toHaveURL(pathIs('/login'));
    });

    await test.step('signing in again shows the same message', async () => {
      await signIn(page, member.email, member.password);
      await expect(page.getByText(SUSPENDED).first()).toBeVisible();
      await expect(page).toHaveURL(pathIs('/login'));
    });
  });
});

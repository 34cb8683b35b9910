import { expect, test } from './support/test';
import { wcagViolations, pageSettled } from './support/a11y';
import { latestMailTo, registerApprovedMember, signInForApi, signInThroughApi } from './support/api';
import { pathIs } from './support/pages';
import { listReagentThroughApi } from './support/swaps';

// Twelve random characters: names match by trigram similarity (≥ 0.6), and 'Taq polymerase' with a short tag came
// close enough to another file's 'Taq Polymérase <tag>' listing for a request to match it (a CI flake).
const tag = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0') + Math.random().toString(36).slice(2, 8).padEnd(6, '0');

// Issue 19 item 1 (ADR 0026): a wanted post meets a new listing. The requester is told by e-mail,
// finds the match on the request's page, and marks the request fulfilled from there by keyboard;
// a request posted when a listing already matches goes straight to that page.
test('a request is told of a matching listing, shows it on its page, and is marked fulfilled from there', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const [requester, lister] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  const word = tag();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, requester);

  await test.step('a request with nothing matching yet goes to the list, as before', async () => {
    await page.goto('/request-reagent');
    await page.getByLabel('Reagent Name').fill(`Taq polymerase ${word}`);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(pathIs('/reagent-requests'));
  });

  const { accessToken } = await signInForApi(request, lister);
  const listing = await listReagentThroughApi(request, accessToken, { name: `Taq Polymérase ${word} 5 U`, category: 'enzymes' });

  await test.step('the requester gets one e-mail linking to the listing', async () => {
    const mail = await latestMailTo(request, requester.email, `/reagents/${listing.id}`);
    expect(mail.subject).toBe('A reagent matching your request is now available');
  });

  await test.step("the request's page lists the match, axe clean", async () => {
    await page.goto('/reagent-requests');
    await page.getByRole('link', { name: `Taq polymerase ${word}` }).click();
    await expect(page).toHaveURL(/\/reagent-requests\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Matching reagents' })).toBeVisible();
    await expect(page.getByRole('link', { name: listing.name })).toHaveAttribute('href', `/reagents/${listing.id}`);
    await pageSettled(page);
    expect(await wcagViolations(page)).toEqual([]);
  });

  await test.step('a second request matching it opens its page at once; the requester marks it fulfilled by keyboard', async () => {
    await page.goto('/request-reagent');
    await page.getByLabel('Reagent Name').fill(`taq polymerase ${word}`);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/reagent-requests\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: listing.name })).toBeVisible();
    const markFulfilled = page.getByRole('button', { name: 'Mark fulfilled' });
    await markFulfilled.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Fulfilled', { exact: true })).toBeVisible();
    await expect(markFulfilled).toHaveCount(0);
    await expect(page.getByText('This request is fulfilled: it no longer matches new listings.')).toBeVisible();
  });
  await context.close();
});

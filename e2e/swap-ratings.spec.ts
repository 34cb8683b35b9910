import { expect, test, type APIRequestContext, type Browser } from './support/test';
import { wcagViolations } from './support/a11y';
import { ADMIN } from './support/accounts';
import { registerApprovedMember } from './support/api';
import { listReagentThroughApi, requestSwapThroughApi, setCreditsThroughApi, signedInPage } from './support/swaps';

// Issue 19 item 4 in the browser: after a completed swap the requester rates the owner (keyboard on
// the stars, a comment), sees and edits it; the owner's profile shows the average, the count and
// the median response time; the owner's reagent page shows the average and count.

async function transition(request: APIRequestContext, token: string, swapId: string, action: 'approve' | 'complete') {
  const response = await request.post(`/api/swaps/${swapId}/${action}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: action === 'approve' ? { message: 'Approved (E2E)' } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe.configure({ timeout: 120_000 });

/** A swap between two fresh members, approved and completed through the API. */
async function completedSwap(browser: Browser, request: APIRequestContext) {
  const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  await setCreditsThroughApi(request, requester.id, 100);
  const ownerSide = await signedInPage(browser, owner);
  const requesterSide = await signedInPage(browser, requester);
  const listing = await listReagentThroughApi(request, ownerSide.token);
  const swap = await requestSwapThroughApi(request, requesterSide.token, listing.id, 20);
  await transition(request, ownerSide.token, swap.id, 'approve');
  await transition(request, requesterSide.token, swap.id, 'complete');
  return { owner, ownerToken: ownerSide.token, requester, listing, swap, requesterSide };
}

test('a party rates the other after a completed swap, and the profile and reagent page show it', async ({ browser, request }) => {
  const {
    owner,
    ownerToken,
    listing,
    swap,
    requesterSide: { page },
  } = await completedSwap(browser, request);

  await page.goto(`/swap-request/${swap.id}`);
  const card = page.locator('.swap-rating');
  await expect(card.getByText(`Rate ${swap.owner.username}`)).toBeVisible({ timeout: 30_000 });
  expect(await wcagViolations(page)).toEqual([]);

  // The stars by keyboard: focus the group, four steps right.
  await card.getByRole('radiogroup').focus();
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
  await card.getByLabel('Comment (optional)').fill('Well packed, quick to answer');
  await card.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('Thank you for your rating')).toBeVisible();
  await expect(card.getByText(`Your rating of ${swap.owner.username}`)).toBeVisible();
  await expect(card.getByText('4 of 5 stars')).toBeAttached();
  await expect(card.getByText('Well packed, quick to answer')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  // Editable for 14 days: change it to five stars.
  await card.getByRole('button', { name: 'Edit rating' }).click();
  await card.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByText('Your rating was updated')).toBeVisible();
  await expect(card.getByText('5 of 5 stars')).toBeAttached();

  await page.goto(`/community/profile/${owner.id}`);
  const summary = page.getByTestId('member-rating');
  await expect(summary).toContainText('★ 5.0 (1 rating)', { timeout: 30_000 });
  await expect(summary).toContainText('Usually responds within an hour');
  expect(await wcagViolations(page)).toEqual([]);

  await page.goto(`/reagents/${listing.id}`);
  await expect(page.getByTestId('member-rating')).toContainText('★ 5.0 (1 rating)', { timeout: 30_000 });

  // Browse's cards: the owner's other listing shows the average and count beside their name.
  const other = await listReagentThroughApi(request, ownerToken, { name: `Rated owner's ${Date.now().toString(36)}` });
  await page.goto(`/reagents?search=${encodeURIComponent(other.name)}`);
  const browseCard = page.getByRole('list', { name: 'Reagents' }).getByRole('listitem').filter({ hasText: other.name });
  await expect(browseCard.getByTestId('member-rating')).toHaveText('· ★ 5.0 (1)', { timeout: 30_000 });
});

test('an admin hides an abusive comment from the admin panel, and the admin actions log it', async ({ browser, request }) => {
  const { requester, swap, requesterSide } = await completedSwap(browser, request);
  const comment = `Rude words ${Date.now().toString(36)}`;
  const rated = await request.post(`/api/swaps/${swap.id}/rating`, {
    headers: { Authorization: `Bearer ${requesterSide.token}` },
    data: { stars: 1, comment },
  });
  expect(rated.status(), await rated.text()).toBe(201);

  const { page } = await signedInPage(browser, ADMIN);
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Rating comments' });
  const row = table.getByRole('row').filter({ hasText: comment });
  await expect(row).toBeVisible({ timeout: 30_000 });
  expect(await wcagViolations(page)).toEqual([]);
  await row.getByRole('button', { name: /^Hide the comment of / }).click();
  await expect(page.getByText('The comment is hidden')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Admin actions' }).click();
  const entry = page.getByTestId('admin-actions').getByRole('row').filter({ hasText: requester.email }).first();
  await expect(entry).toContainText('Hid a rating comment');
  await expect(entry).toContainText(ADMIN.email);
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { wcagViolations } from './support/a11y';
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

test('a party rates the other after a completed swap, and the profile and reagent page show it', async ({ browser, request }) => {
  const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  await setCreditsThroughApi(request, requester.id, 100);
  const ownerSide = await signedInPage(browser, owner);
  const { page, token } = await signedInPage(browser, requester);
  const listing = await listReagentThroughApi(request, ownerSide.token);
  const swap = await requestSwapThroughApi(request, token, listing.id, 20);
  await transition(request, ownerSide.token, swap.id, 'approve');
  await transition(request, token, swap.id, 'complete');

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
});

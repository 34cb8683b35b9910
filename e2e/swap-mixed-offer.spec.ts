import { MIXED_OFFER_TEXT } from '@reagentswap/contracts';
import { expect, test, type Page } from './support/test';
import { registerApprovedMember } from './support/api';
import { chooseOption } from './support/pages';
import { listReagentThroughApi, setCreditsThroughApi, signedInPage } from './support/swaps';

/** Mixed offers (issue 19 item 3, ADR 0027): one of my reagents with credits added, settled together on receipt. */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

test('A offers 30 credits plus her own buffer for B’s reagent; B approves; A confirms receipt: 30 credits move and both reagents leave the listings', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [requester, owner] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  await setCreditsThroughApi(request, requester.id, 100);
  const a = await signedInPage(browser, requester);
  const b = await signedInPage(browser, owner);
  const run = Date.now().toString(36);
  const wanted = await listReagentThroughApi(request, b.token, { name: `Mixed polymerase ${run}` });
  const mine = await listReagentThroughApi(request, a.token, { name: `Mixed buffer ${run}` });
  let swapId = '';

  await test.step('A picks her buffer on the Swap with Reagent tab, adds 30 credits, and sends the request', async () => {
    const { page } = a;
    await page.goto(`/request-swap/${wanted.id}`);
    await page.getByRole('tab', { name: 'Swap with Reagent' }).click();
    await chooseOption(page, 'Reagent to offer', mine.name);
    const pane = page.getByRole('tabpanel', { name: 'Swap with Reagent' });
    await pane.getByRole('checkbox', { name: MIXED_OFFER_TEXT.addCredits }).check();
    await expect(pane).toContainText(MIXED_OFFER_TEXT.intro);
    await pane.getByRole('spinbutton', { name: 'Credit Offer' }).fill('30');
    await page.getByLabel('Message to the owner').fill('Thirty credits and my buffer for your polymerase?');
    await page.getByRole('button', { name: 'Request Swap' }).click();
    await expect(toast(page, 'Swap request sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/swap-request\/[0-9a-f-]{36}$/);
    swapId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByText('Credit Offer: 30 credits')).toBeVisible();
    await expect(page.getByText(`Offered reagent: Mixed buffer ${run}`)).toBeVisible();
  });

  await test.step('B sees both parts on the Received card and approves', async () => {
    const { page } = b;
    await page.goto('/my-reagents?tab=swap-requests');
    const card = page.getByTestId('swap-request-card').filter({ hasText: wanted.name });
    await expect(card).toContainText('Credit Offer: 30 credits');
    await expect(card).toContainText(`Mixed buffer ${run}`);
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Swap Request' });
    await dialog.getByLabel('Message to the requester:').fill('Deal: come by on Monday');
    await dialog.getByRole('button', { name: 'Approve & Send Message' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/conversations/${requester.id}`);
  });

  await test.step('A confirms receipt: completed, 70 credits left, both reagents unavailable', async () => {
    const { page } = a;
    await page.goto(`/swap-request/${swapId}`);
    await expect(page.locator('.swap-status')).toHaveText('Approved');
    await page.getByRole('button', { name: 'Confirm receipt' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(page.locator('.swap-status')).toHaveText('Completed');
    await page.goto('/credits');
    await expect(page.getByTestId('credits-balance')).toContainText('70');
    for (const id of [wanted.id, mine.id]) {
      const listing = await request.get(`/api/reagents/${id}`);
      expect(((await listing.json()) as { available: boolean }).available).toBe(false);
    }
  });
});

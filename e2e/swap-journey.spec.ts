import { expect, test, type Locator, type Page } from './support/test';
import { ADMIN } from './support/accounts';
import { registerApprovedMember } from './support/api';
import { pathIs } from './support/pages';
import { listReagentThroughApi, setCreditsThroughApi, signedInPage } from './support/swaps';

/** The spec's words (reagents-requests-swaps-messaging §2, §5), written out: the test checks the product says them. */
const SAYS = {
  created: 'Swap request sent successfully!',
  approveText: 'The requester will be notified',
  completed: 'Swap completed',
  noReagents: 'No reagents found',
};
const OFFER = 40;

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/**
 * A figure as the page shows it ("1,234.50", locale-formatted), as a number. Waits for it to load,
 * longer than usual: the admin panel loads a good deal at once.
 */
async function figure(value: Locator): Promise<number> {
  await expect(value).toHaveText(/\d/, { timeout: 30_000 });
  return Number((await value.innerText()).replace(/[^\d.-]/g, ''));
}

/** What the admin reads: the statistic cards of /admin and the totals of /admin/finance (its default range, today included). */
async function adminFigures(page: Page) {
  await page.goto('/admin');
  const card = (key: string) => page.getByTestId(`stat-${key}`).locator('.admin-stat__value');
  const swapsCompleted = await figure(card('totalSwapsCompleted'));
  const creditsExchanged = await figure(card('totalCreditsExchanged'));
  await page.goto('/admin/finance');
  const total = (title: string) =>
    page.getByTestId('finance-summary').locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');
  const financeTotal = await figure(total('Total exchanged (credits)'));
  const financeTransfers = await figure(total('Transfers'));
  return { swapsCompleted, creditsExchanged, financeTotal, financeTransfers };
}

/** The line of a member's own credit history for this swap and ledger event type; its swap link. */
function historyLine(page: Page, type: string, swapId: string) {
  const line = page.getByTestId('credit-history').getByRole('row').filter({ hasText: type });
  return { line, link: line.getByRole('link', { name: `Swap request ${swapId.slice(0, 8)}` }) };
}

test.describe('the swap journey (issue 9)', () => {
  test('A requests B’s reagent for 40 credits, B approves and lands in the conversation, A confirms receipt: both histories, the reagent, the admin’s figures', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const [requester, owner] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    await setCreditsThroughApi(request, requester.id, 100);
    const a = await signedInPage(browser, requester);
    const b = await signedInPage(browser, owner);
    const admin = await signedInPage(browser, ADMIN);
    const reagent = await listReagentThroughApi(request, b.token, { name: `Journey agarose ${Date.now().toString(36)}` });
    const before = await adminFigures(admin.page);
    const message = `Could I have your agarose for ${OFFER} credits? (journey)`;
    const approval = `Approved: pick it up on Monday (journey ${Date.now().toString(36)}).`;
    let swapId = '';

    await test.step('A finds the reagent in Browse, opens it and requests a swap for 40 credits', async () => {
      const { page } = a;
      await page.goto('/reagents');
      await page.getByRole('textbox', { name: 'Search', exact: true }).fill(reagent.name);
      const cards = page.getByRole('list', { name: 'Reagents' }).getByRole('listitem');
      await expect(cards).toHaveCount(1);
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(pathIs(`/reagents/${reagent.id}`));
      await expect(page.getByRole('heading', { level: 1, name: reagent.name })).toBeVisible();

      await page.getByRole('link', { name: 'Request Swap' }).click();
      await expect(page).toHaveURL(pathIs(`/request-swap/${reagent.id}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Request Swap' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Swap with Credits', selected: true })).toBeVisible();
      await expect(page.getByTestId('request-swap-balance')).toContainText('100 available');
      await page.getByRole('spinbutton', { name: 'Credit Offer' }).fill(String(OFFER));
      await page.getByLabel('Message to the owner').fill(message);
      await page.getByRole('button', { name: 'Request Swap' }).click();
      await expect(toast(page, SAYS.created)).toBeVisible();
      await expect(page).toHaveURL(/\/swap-request\/[0-9a-f-]{36}$/);
      swapId = new URL(page.url()).pathname.split('/').pop()!;
      await expect(page.locator('.swap-status')).toHaveText('Pending');
      await expect(page.getByText(`Credit Offer: ${OFFER} credits`)).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
    });

    await test.step('B opens My Reagents, the Swap Requests tab (badge 1), and approves with a message: on to the conversation', async () => {
      const { page } = b;
      await page.goto('/my-reagents');
      const tab = page.getByRole('tab', { name: /Swap Requests/ });
      await expect(tab).toContainText('1');
      await tab.click();
      await expect(page).toHaveURL(/[?&]tab=swap-requests/);
      await expect(page.getByRole('tab', { name: 'Received Requests (1)', selected: true })).toBeVisible();
      const card = page.getByTestId('swap-section-received-pending').getByTestId('swap-request-card').filter({ hasText: reagent.name });
      await expect(card).toContainText(`Credit Offer: ${OFFER} credits`);
      await card.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve Swap Request' });
      await expect(dialog).toContainText(SAYS.approveText);
      await dialog.getByLabel('Message to the requester:').fill(approval);
      await dialog.getByRole('button', { name: 'Approve & Send Message' }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === `/conversations/${requester.id}` && url.searchParams.get('reagentId') === reagent.id,
      );
      // The URL changes a moment before the screen does: wait for My Reagents and the dialog (its
      // textarea holds the same words) to go before looking for the message.
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'My Reagents' })).toHaveCount(0);
      // The owner's approval message is the conversation's newest line, with its View Swap Request button.
      await expect(page.getByText(approval).first()).toBeVisible({ timeout: 15_000 });
      await expect(
        page
          .getByRole('link', { name: 'View Swap Request' })
          .or(page.getByRole('button', { name: 'View Swap Request' }))
          .first(),
      ).toBeVisible();
    });

    await test.step('A opens the swap, now approved, and confirms receipt: completed', async () => {
      const { page } = a;
      await page.reload();
      await expect(page.locator('.swap-status')).toHaveText('Approved');
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm receipt' }).click();
      await expect(toast(page, SAYS.completed)).toBeVisible();
      await expect(page.locator('.swap-status')).toHaveText('Completed');
    });

    await test.step('A’s credit history: 40 credits out, linked to the swap; 60 left', async () => {
      const { page } = a;
      await page.goto('/credits');
      await expect(page.getByTestId('credits-balance')).toContainText('60');
      const out = historyLine(page, 'Credits transferred out', swapId);
      await expect(out.line).toContainText(`−${OFFER}`);
      await expect(historyLine(page, 'Credits reserved', swapId).line).toContainText(`${OFFER} on hold`);
      await out.link.click();
      await expect(page).toHaveURL(pathIs(`/swap-request/${swapId}`));
      await expect(page.locator('.swap-status')).toHaveText('Completed');
    });

    await test.step('B’s credit history: 40 credits in, linked to the swap', async () => {
      const { page } = b;
      await page.goto('/credits');
      await expect(page.getByTestId('credits-balance')).toContainText(String(OFFER));
      const received = historyLine(page, 'Credits transferred in', swapId);
      await expect(received.line).toContainText(`+${OFFER}`);
      await received.link.click();
      await expect(page).toHaveURL(pathIs(`/swap-request/${swapId}`));
      await expect(page.locator('.swap-status')).toHaveText('Completed');
    });

    await test.step('B’s reagent is unavailable: Unavailable on My Reagents, gone from Browse', async () => {
      await b.page.goto('/my-reagents');
      const listed = (name: string) => b.page.getByRole('list', { name }).getByRole('listitem').filter({ hasText: reagent.name });
      await expect(
        b.page.getByRole('list', { name: 'Available reagents' }).or(b.page.getByText("You haven't listed any reagents yet.")),
      ).toBeVisible();
      await expect(listed('Available reagents')).toHaveCount(0);
      await b.page.getByRole('tab', { name: /Removed/ }).click();
      await expect(listed('Removed reagents')).toContainText('Unavailable');
      // It belongs to A's lab now: marked Swapped, with nothing to reactivate.
      await expect(listed('Removed reagents')).toContainText('Swapped');
      await expect(listed('Removed reagents').getByRole('button', { name: 'Reactivate' })).toHaveCount(0);

      await a.page.goto('/reagents');
      await a.page.getByRole('textbox', { name: 'Search', exact: true }).fill(reagent.name);
      await expect(a.page.getByText(SAYS.noReagents)).toBeVisible();
    });

    await test.step('the admin’s Finance totals and statistics cards count the swap and its 40 credits', async () => {
      // Before and after, not absolute figures: earlier tests exchanged credits in the same database.
      const after = await adminFigures(admin.page);
      expect(after.financeTotal - before.financeTotal).toBeCloseTo(OFFER, 2);
      expect(after.financeTransfers - before.financeTransfers).toBe(1);
      expect(after.swapsCompleted - before.swapsCompleted).toBe(1);
      expect(after.creditsExchanged - before.creditsExchanged).toBeCloseTo(OFFER, 2);
    });

    for (const side of [a, b, admin]) await side.page.context().close();
  });
});

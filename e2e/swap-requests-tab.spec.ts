import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './support/test';
import { ADMIN } from './support/accounts';
import { registerApprovedMember, signInThroughApi } from './support/api';
import { pathIs } from './support/pages';
import { listReagentThroughApi, requestSwapThroughApi, setCreditsThroughApi, type Listing } from './support/swaps';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The spec's words (§2 Swap Requests tab and dialogs, §8 My Reagents), written out. */
const SAYS = {
  noneReceived: "You haven't received any swap requests yet.",
  noneSent: "You haven't sent any swap requests yet.",
  rejectText: 'Please provide a reason for rejecting this swap request.',
  cancelText: "This action cannot be undone. The reagent owner will be notified that you've canceled this request.",
  cancelled: 'Swap request canceled successfully',
  approvedNote: 'Your swap request was approved',
  rejectedNote: 'Your swap request was rejected',
  cancelledNote: 'You cancelled this swap request',
  completedNote: 'Swap request completed',
  loadFailedBanner: 'Failed to load swap requests. Please try again.',
  loadFailedToast: 'Failed to load swap requests',
  refreshing: 'Refreshing data...',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

async function memberPage(browser: Browser, member: { email: string; password: string }, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const token = await signInThroughApi(page, member);
  return { page, token };
}

async function swapAction(request: APIRequestContext, token: string, swapId: string, action: 'approve' | 'complete') {
  const response = await request.post(`/api/swaps/${swapId}/${action}`, {
    headers: bearer(token),
    data: action === 'approve' ? { message: 'Come by the lab on Monday (E2E)' } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

const card = (page: Page, reagent: Listing) => page.getByTestId('swap-request-card').filter({ hasText: reagent.name });
/** The value of a card's fact (its <dd>) by its term (its <dt>): 'Requester', 'Lab', 'University', 'Lab Owner'. */
const fact = (scope: Locator, term: string) =>
  scope
    .locator('div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
interface Party {
  username: string;
  displayName: string;
}
/** How swap cards, the swap page and its history name a member: "alice (Alice Martin)". */
const named = (party: Party) => `${party.username} (${party.displayName})`;
const section = (page: Page, box: 'received' | 'sent', part: 'pending' | 'past') => page.getByTestId(`swap-section-${box}-${part}`);

test.describe('the Swap Requests tab of My Reagents', () => {
  test('received and sent requests: counts, sections, approve, reject, edit, cancel, status notes, links to the swap', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    await setCreditsThroughApi(request, requester.id, 200);
    const ownerSide = await memberPage(browser, owner);
    const requesterSide = await memberPage(browser, requester);
    const stamp = Date.now();
    const [toApprove, toReject, toEdit, keptPending, completed] = await Promise.all(
      ['Acetone', 'Benzene', 'Citrate', 'DAPI', 'EDTA'].map((name) =>
        listReagentThroughApi(request, ownerSide.token, { name: `${name} ${stamp}` }),
      ),
    );
    const offered = await listReagentThroughApi(request, requesterSide.token, {
      name: `Trypsin ${stamp}`,
      description: 'x'.repeat(120),
      storageConditions: '-20 °C',
    });
    const swaps = {
      approve: await requestSwapThroughApi(request, requesterSide.token, toApprove.id, 30),
      reject: await requestSwapThroughApi(request, requesterSide.token, toReject.id, 40),
      edit: await requestSwapThroughApi(request, requesterSide.token, toEdit.id, 20),
      pending: await requestSwapThroughApi(request, requesterSide.token, keptPending.id, { reagentId: offered.id }),
      completed: await requestSwapThroughApi(request, requesterSide.token, completed.id, 10),
    };
    await swapAction(request, ownerSide.token, swaps.completed.id, 'approve');
    await swapAction(request, requesterSide.token, swaps.completed.id, 'complete');
    // Names as the product shows them (the server normalises usernames at registration).
    const detail = await request.get(`/api/swaps/${swaps.pending.id}`, { headers: bearer(requesterSide.token) });
    const names = (await detail.json()) as { requester: Party; owner: Party };
    // One person, one name: the spec's username with the display name every other screen shows.
    expect(names.requester.displayName).not.toBe(names.requester.username);

    const page = ownerSide.page;
    await test.step('the dashboard and the header show the pending count', async () => {
      await page.goto('/dashboard');
      const summary = page.getByTestId('summary-swaps');
      await expect(summary).toContainText('Swap Requests');
      await expect(summary).toContainText('Pending');
      await expect(summary.locator('.summary-card__value')).toHaveText('4');
      await expect(page.getByRole('banner').getByRole('link', { name: /My Reagents/ })).toContainText('4');
      await expect(page.getByTestId('nav-badge-pending-swaps')).toContainText('4 pending swap requests');
      await summary.click();
      await expect(page).toHaveURL(/\/my-reagents\?tab=swap-requests$/);
    });

    await test.step('received: counts, pending and past sections, the card', async () => {
      await expect(page.getByRole('tab', { name: /Swap Requests/, selected: true })).toContainText('4');
      await expect(page.getByRole('tab', { name: 'Received Requests (5)', selected: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Sent Requests (0)' })).toBeVisible();
      await expect(section(page, 'received', 'pending').getByRole('heading', { name: 'Pending Requests (4)' })).toBeVisible();
      await expect(section(page, 'received', 'past').getByRole('heading', { name: 'Past Requests (1)' })).toBeVisible();
      const first = card(page, toApprove);
      await expect(first).toContainText(`Requested by ${named(names.requester)}`);
      await expect(fact(first, 'Requester')).toHaveText(named(names.requester));
      await expect(fact(first, 'Lab')).toHaveText(requester.lab.name);
      await expect(fact(first, 'University')).toHaveText(requester.university.name);
      await expect(first).toContainText('Credit Offer: 30 credits');
      await expect(first.locator('.swap-status')).toHaveText('Pending');
      const reagentOffer = card(page, keptPending);
      await expect(reagentOffer).toContainText(`Offered reagent: ${offered.name}`);
      await expect(reagentOffer).toContainText(`${'x'.repeat(100)}...`);
      await expect(reagentOffer).toContainText('-20 °C');
      // Past cards: the compact offer, no actions.
      const done = section(page, 'received', 'past').getByTestId('swap-request-card');
      await expect(done).toContainText('10 credits offered');
      await expect(done.locator('.swap-status')).toHaveText('Completed');
      await expect(done.getByRole('button')).toHaveCount(0);
    });

    await test.step('reject with a reason', async () => {
      await card(page, toReject).getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject Swap Request' });
      await expect(dialog).toContainText(SAYS.rejectText);
      await dialog.getByRole('button', { name: 'Reject & Send Message' }).click();
      await expect(dialog.getByText(SAYS.rejectText)).toHaveCount(2); // the text, and the field's error
      await dialog.getByLabel('Message to the requester:').fill('Sorry, it is promised to a colleague.');
      await dialog.getByRole('button', { name: 'Reject & Send Message' }).click();
      await expect(dialog).toBeHidden();
      await expect(section(page, 'received', 'pending').getByRole('heading', { name: 'Pending Requests (3)' })).toBeVisible();
      await expect(section(page, 'received', 'past').getByRole('heading', { name: 'Past Requests (2)' })).toBeVisible();
      await expect(section(page, 'received', 'past').getByTestId('swap-request-card').filter({ hasText: toReject.name })).toContainText(
        'Rejected',
      );
    });

    await test.step('the sent sub-tab of an owner who asked for nothing is empty', async () => {
      await page.getByRole('tab', { name: 'Sent Requests (0)' }).click();
      await expect(page.getByText(SAYS.noneSent)).toBeVisible();
      await page.getByRole('tab', { name: /Received Requests/ }).click();
    });

    await test.step('approve: the owner goes on to the conversation with the requester', async () => {
      await card(page, toApprove).getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve Swap Request' });
      await expect(dialog).toContainText('The requester will be notified');
      await dialog.getByLabel('Message to the requester:').fill('Happy to swap. Pick it up on Monday.');
      await dialog.getByRole('button', { name: 'Approve & Send Message' }).click();
      await expect(page).toHaveURL(`/conversations/${requester.id}?reagentId=${toApprove.id}`);
    });

    const mine = requesterSide.page;
    await test.step('sent: counts, sections, cards and the status notes of past ones', async () => {
      await mine.goto('/my-reagents?tab=swap-requests');
      await expect(mine.getByRole('tab', { name: 'Received Requests (0)', selected: true })).toBeVisible();
      await expect(mine.getByText(SAYS.noneReceived)).toBeVisible();
      await mine.getByRole('tab', { name: 'Sent Requests (5)' }).click();
      await expect(section(mine, 'sent', 'pending').getByRole('heading', { name: 'Pending Sent Requests (2)' })).toBeVisible();
      await expect(section(mine, 'sent', 'past').getByRole('heading', { name: 'Past Sent Requests (3)' })).toBeVisible();
      await expect(card(mine, toEdit)).toContainText('You requested this reagent');
      await expect(fact(card(mine, toEdit), 'Lab Owner')).toHaveText(named(names.owner));
      await expect(card(mine, toApprove)).toContainText(SAYS.approvedNote);
      await expect(card(mine, toReject)).toContainText(SAYS.rejectedNote);
      await expect(card(mine, completed)).toContainText(SAYS.completedNote);
    });

    await test.step("the rejection reason reaches the requester's Messages, as the approval's message does", async () => {
      await mine.goto('/messages');
      const threads = mine.getByTestId('thread-item');
      await expect(threads.filter({ hasText: toReject.name })).toContainText('Sorry, it is promised to a colleague.');
      await expect(threads.filter({ hasText: toApprove.name })).toContainText('Happy to swap. Pick it up on Monday.');
      await threads.filter({ hasText: toReject.name }).click();
      await expect(mine).toHaveURL(`/conversation/${owner.id}?reagentId=${toReject.id}`);
      const reason = mine.getByTestId('chat-message').filter({ hasText: 'Sorry, it is promised to a colleague.' });
      await expect(reason).toBeVisible();
      await expect(
        reason.getByRole('link', { name: 'View Swap Request' }).or(reason.getByRole('button', { name: 'View Swap Request' })),
      ).toBeVisible();
      await mine.goto('/my-reagents?tab=swap-requests');
      await mine.getByRole('tab', { name: /Sent Requests/ }).click();
    });

    await test.step('edit a pending request: credit offer and message', async () => {
      await card(mine, toEdit).getByRole('button', { name: 'Edit' }).click();
      const dialog = mine.getByRole('dialog', { name: 'Edit Swap Request' });
      const credits = dialog.getByLabel('Credit Offer');
      await expect(credits).toHaveValue('20');
      await credits.fill('25');
      await dialog.getByLabel('Message to Owner').fill('Could I have it for 25 credits instead?');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(card(mine, toEdit)).toContainText('Credit Offer: 25 credits');
    });

    await test.step('cancel it, after the confirmation', async () => {
      await card(mine, toEdit).getByRole('button', { name: 'Cancel' }).click();
      const dialog = mine.getByRole('dialog', { name: 'Cancel Swap Request?' });
      await expect(dialog).toContainText(SAYS.cancelText);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(mine, SAYS.cancelled)).toBeVisible();
      await expect(section(mine, 'sent', 'pending').getByRole('heading', { name: 'Pending Sent Requests (1)' })).toBeVisible();
      await expect(section(mine, 'sent', 'past').getByTestId('swap-request-card').filter({ hasText: toEdit.name })).toContainText(
        SAYS.cancelledNote,
      );
    });

    await test.step('a card opens its swap request', async () => {
      // Anywhere on the card but its buttons (clear of the sticky header).
      const pendingCard = card(mine, keptPending);
      await pendingCard.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await pendingCard.click({ position: { x: 24, y: 48 } });
      await expect(mine).toHaveURL(pathIs(`/swap-request/${swaps.pending.id}`));
      // The swap page and its history name both parties the same way.
      await expect(mine.getByRole('link', { name: named(names.owner), exact: true })).toBeVisible();
      await expect(mine.getByText(`${named(names.requester)} (you)`)).toBeVisible();
      await expect(mine.locator('.swap-timeline')).toContainText(`Swap requested by ${named(names.requester)}`);
    });

    await test.step("the credit history links a swap's lines to it", async () => {
      await mine.goto('/credits');
      const history = mine.getByTestId('credit-history');
      const transfer = history.getByRole('row').filter({ hasText: 'Credits transferred out' });
      const link = transfer.getByRole('link', { name: `Swap request ${swaps.completed.id.slice(0, 8)}` });
      await expect(link).toHaveAttribute('href', `/swap-request/${swaps.completed.id}`);
      // Approving reserved 30 credits for the first swap: that line links to it too.
      await expect(
        history
          .getByRole('row')
          .filter({ hasText: 'Credits reserved' })
          .getByRole('link', { name: `Swap request ${swaps.approve.id.slice(0, 8)}` }),
      ).toBeVisible();
      await link.click();
      await expect(mine).toHaveURL(pathIs(`/swap-request/${swaps.completed.id}`));
    });

    await test.step("an admin sees the swap's id on a member's history, not a link (the swap page answers only its parties)", async () => {
      const admin = await memberPage(browser, ADMIN);
      await admin.page.goto(`/admin/credits/${requester.id}`);
      const transfer = admin.page.getByTestId('credit-history').getByRole('row').filter({ hasText: 'Credits transferred out' });
      await expect(transfer).toContainText(`Swap request ${swaps.completed.id.slice(0, 8)}`);
      await expect(transfer.getByRole('link')).toHaveCount(0);
      await admin.page.context().close();
    });

    await ownerSide.page.context().close();
    await mine.context().close();
  });

  test('long lists load more; Refresh reloads them; a failed load shows the banner and the toast', async ({ browser, request }) => {
    test.setTimeout(150_000);
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    await setCreditsThroughApi(request, requester.id, 100);
    const ownerSide = await memberPage(browser, owner, PHONE);
    const requesterToken = (await memberPage(browser, requester)).token;
    // One more than a page (SWAP_LIST_PAGE.pageSize = 24).
    for (let i = 0; i < 25; i += 1) {
      const listing = await listReagentThroughApi(request, ownerSide.token, { name: `Buffer ${i} ${Date.now()}` });
      await requestSwapThroughApi(request, requesterToken, listing.id, 10);
    }
    const page = ownerSide.page;

    await test.step('a page of 24, then Load more', async () => {
      await page.goto('/my-reagents?tab=swap-requests');
      const pending = section(page, 'received', 'pending');
      await expect(pending.getByRole('heading', { name: 'Pending Requests (25)' })).toBeVisible();
      await expect(pending.getByTestId('swap-request-card')).toHaveCount(24);
      await pending.getByRole('button', { name: 'Load more' }).click();
      await expect(pending.getByTestId('swap-request-card')).toHaveCount(25);
      await expect(pending.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      await expect(section(page, 'received', 'past')).toContainText('No past requests.');
    });

    await test.step('Refresh reloads the swap requests', async () => {
      const reloaded = page.waitForResponse((r) => r.url().includes('/api/swaps?') && r.ok());
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(toast(page, SAYS.refreshing)).toBeVisible();
      await reloaded;
    });

    await test.step('a failed load: banner and toast; Try Again recovers', async () => {
      await page.route('**/api/swaps?*', (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }));
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: SAYS.loadFailedBanner })).toBeVisible();
      await expect(toast(page, SAYS.loadFailedToast)).toBeVisible();
      await page.unroute('**/api/swaps?*');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText(SAYS.loadFailedBanner)).toHaveCount(0);
      await expect(section(page, 'received', 'pending').getByTestId('swap-request-card')).toHaveCount(24);
    });
    await page.context().close();
  });
});

import { expect, test, type Browser, type Page } from './support/test';
import { registerApprovedMember, signInThroughApi, type ApprovedMember } from './support/api';
import { chooseOption, pathIs } from './support/pages';
import { listReagentThroughApi, requestSwapThroughApi, setCreditsThroughApi } from './support/swaps';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** The spec's words (libs/contracts SWAP_MESSAGES), written out: the test checks the product says them. */
const SAYS = {
  insufficient: (n: number) => `You don't have enough credits for this swap. You have ${n} credits available.`,
  messageRequired: 'Please include a message for the reagent owner',
  chooseReagent: 'Please select a reagent to offer',
  range: 'The credit offer must be between 10 and 100 credits, in steps of 5',
  created: 'Swap request sent successfully!',
  duplicate: 'You already have a swap request for this reagent. Opening it.',
  processing: 'Your request is already being processed',
  createFailed: 'Failed to create swap request',
  notFound: "The swap request you're looking for doesn't exist or you don't have permission to view it.",
  ownReagent: 'You cannot request a swap for your own reagent',
  unavailable: 'This reagent is no longer available for swapping',
  cancelText: "This action cannot be undone. The reagent owner will be notified that you've canceled this request.",
  cancelled: 'Swap request canceled successfully',
};

async function memberPage(browser: Browser, member: ApprovedMember, viewport = DESKTOP): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const token = await signInThroughApi(page, member);
  return { page, token };
}

const swapIdIn = (page: Page) => /\/swap-request\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

test.describe('Request Swap and the swap request page', () => {
  test('a guest opening Request Swap is asked to sign in', async ({ page }) => {
    await page.goto('/request-swap/0b9a1f6e-7a2c-4d5e-9f10-2a3b4c5d6e7f');
    await expect(page.getByText('You must be logged in to create a swap request')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test("the request form: insufficient credits, the offer's range, required message and reagent, a lost answer resent, a duplicate, success", async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const ownerSide = await memberPage(browser, owner);
    const wanted = await listReagentThroughApi(request, ownerSide.token, { name: `Acetone ${Date.now()}` });
    const secondWanted = await listReagentThroughApi(request, ownerSide.token, { name: `Ethanol ${Date.now()}` });
    const { page, token } = await memberPage(browser, requester, PHONE);
    const mine = await listReagentThroughApi(request, token, { name: `Trypsin ${Date.now()}` });
    const submit = page.getByRole('button', { name: 'Request Swap' });

    await test.step('with no credits the Insufficient Credits alert shows and Request Swap is disabled', async () => {
      await page.goto(`/request-swap/${wanted.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Request Swap' })).toBeVisible();
      await expect(page.getByRole('link', { name: wanted.name }).first()).toBeVisible();
      await expect(page.getByTestId('request-swap-balance')).toContainText('0 available');
      await expect(page.getByTestId('insufficient-credits')).toContainText('Insufficient Credits');
      await expect(page.getByTestId('insufficient-credits')).toContainText(SAYS.insufficient(0));
      await expect(submit).toBeDisabled();
    });

    await test.step('with 40 credits the default offer of 50 is too much; 30 is fine; a typed 12 is refused', async () => {
      await setCreditsThroughApi(request, requester.id, 40);
      await page.reload();
      await expect(page.getByTestId('request-swap-balance')).toContainText('40 available');
      await expect(page.getByTestId('insufficient-credits')).toContainText(SAYS.insufficient(40));
      const offer = page.getByRole('spinbutton', { name: 'Credit Offer' });
      await expect(offer).toHaveValue('50');
      await offer.fill('30');
      await expect(page.getByTestId('insufficient-credits')).toHaveCount(0);
      await expect(submit).toBeEnabled();
      await offer.fill('12');
      await expect(page.getByText(SAYS.range)).toBeVisible();
      await offer.fill('30');
      await expect(page.getByText(SAYS.range)).toHaveCount(0);
    });

    await test.step('a message is required; on the reagent tab, a reagent too', async () => {
      await submit.click();
      await expect(page.getByText(SAYS.messageRequired)).toBeVisible();
      await page.getByRole('tab', { name: 'Swap with Reagent' }).click();
      await page.getByLabel('Message to the owner').fill('I need acetone for a cleaning protocol.');
      await submit.click();
      await expect(page.getByText(SAYS.chooseReagent)).toBeVisible();
      await expect(page).toHaveURL(pathIs(`/request-swap/${wanted.id}`));
      await page.getByRole('tab', { name: 'Swap with Credits' }).click();
    });

    let swapId = '';
    await test.step("the first answer is lost; sending again does not create a second request: 'already being processed'", async () => {
      let created: string | undefined;
      await page.route(
        '**/api/swaps',
        async (route) => {
          // The server handles the request, the browser never hears back (a dropped connection).
          const response = await route.fetch();
          created = ((await response.json()) as { swap: { id: string } }).swap.id;
          await route.abort('connectionreset');
        },
        { times: 1 },
      );
      await submit.click();
      await expect(toast(page, SAYS.createFailed)).toBeVisible();
      await expect(page).toHaveURL(pathIs(`/request-swap/${wanted.id}`));
      await submit.click();
      await expect(toast(page, SAYS.processing)).toBeVisible();
      await expect(page).toHaveURL(pathIs(`/swap-request/${created}`));
      swapId = created!;
      await expect(page.getByText('Credit Offer: 30 credits')).toBeVisible();
    });

    await test.step('a new form for the same reagent opens the request that exists', async () => {
      await page.goto(`/request-swap/${wanted.id}`);
      await page.getByRole('spinbutton', { name: 'Credit Offer' }).fill('20');
      await page.getByLabel('Message to the owner').fill('Asking again');
      await submit.click();
      await expect(toast(page, SAYS.duplicate)).toBeVisible();
      await expect(page).toHaveURL(pathIs(`/swap-request/${swapId}`));
    });

    await test.step('offering one of my reagents: sent, and the new request opens', async () => {
      await page.goto(`/request-swap/${secondWanted.id}`);
      await page.getByRole('tab', { name: 'Swap with Reagent' }).click();
      await chooseOption(page, 'Reagent to offer', mine.name);
      await page.getByLabel('Message to the owner').fill('My trypsin for your ethanol?');
      await submit.click();
      await expect(toast(page, SAYS.created)).toBeVisible();
      await expect.poll(() => swapIdIn(page)).toMatch(/^[0-9a-f-]{36}$/);
      expect(swapIdIn(page)).not.toBe(swapId);
      await expect(page.getByText(`Offered reagent: ${mine.name}`)).toBeVisible();
      await expect(page.getByText('My trypsin for your ethanol?')).toBeVisible();
    });

    await test.step("the owner cannot request their own reagent: the server's words", async () => {
      await ownerSide.page.goto(`/request-swap/${wanted.id}`);
      await expect(ownerSide.page.getByText(SAYS.ownReagent)).toBeVisible();
      await expect(ownerSide.page.getByRole('button', { name: 'Request Swap' })).toHaveCount(0);
    });
    await page.context().close();
    await ownerSide.page.context().close();
  });

  test('the swap request page: each party sees their actions; edit, approve (to the conversation), ship, confirm receipt, cancel; not found', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const ownerSide = await memberPage(browser, owner);
    const requesterSide = await memberPage(browser, requester, PHONE);
    const wanted = await listReagentThroughApi(request, ownerSide.token, { name: `Agarose ${Date.now()}` });
    const other = await listReagentThroughApi(request, ownerSide.token, { name: `Glycerol ${Date.now()}` });
    await setCreditsThroughApi(request, requester.id, 100);
    const swap = await requestSwapThroughApi(request, requesterSide.token, wanted.id, 30, 'Could I have your agarose?');
    const { page: o } = ownerSide;
    const { page: r } = requesterSide;
    const [requesterName, ownerName] = [swap.requester.username, swap.owner.username];
    const dialog = (page: Page) => page.getByRole('dialog');
    const history = (page: Page) => page.locator('.swap-timeline');

    await test.step('the owner sees the request, pending, with Approve and Reject only', async () => {
      await o.goto(`/swap-request/${swap.id}`);
      await expect(o.getByRole('heading', { level: 1, name: 'Swap Request' })).toBeVisible();
      await expect(o.locator('.swap-status')).toHaveText('Pending');
      await expect(o.getByRole('link', { name: wanted.name })).toHaveAttribute('href', `/reagents/${wanted.id}`);
      await expect(o.getByRole('link', { name: requesterName })).toBeVisible();
      await expect(o.getByText('Credit Offer: 30 credits')).toBeVisible();
      await expect(o.getByText('Could I have your agarose?')).toBeVisible();
      await expect(history(o)).toContainText(`Swap requested by ${requesterName}`);
      await expect(o.getByRole('button', { name: 'Approve' })).toBeVisible();
      await expect(o.getByRole('button', { name: 'Reject' })).toBeVisible();
      await expect(o.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await expect(o.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
    });

    await test.step('the requester edits the offer and message of the pending request', async () => {
      await r.goto(`/swap-request/${swap.id}`);
      await expect(r.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      await r.getByRole('button', { name: 'Edit' }).click();
      await expect(dialog(r)).toContainText('Edit Swap Request');
      await expect(dialog(r)).toContainText('The reagent owner will be notified of your changes.');
      const message = dialog(r).getByLabel('Message to Owner');
      await expect(message).toHaveValue('Could I have your agarose?');
      await message.fill('');
      await expect(dialog(r).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await message.fill('Raised my offer to 35');
      await dialog(r).getByRole('spinbutton', { name: 'Credit Offer' }).fill('35');
      await dialog(r).getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(r, 'Swap request updated successfully')).toBeVisible();
      await expect(r.getByText('Credit Offer: 35 credits')).toBeVisible();
      await expect(r.getByText('Raised my offer to 35').first()).toBeVisible();
      await expect(history(r)).toContainText(`Request edited by ${requesterName}`);
    });

    await test.step('the owner approves with a message and goes to the conversation with the requester', async () => {
      await o.reload();
      await o.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog(o)).toContainText('Approve Swap Request');
      await expect(dialog(o)).toContainText('The requester will be notified');
      await dialog(o).getByRole('button', { name: 'Approve & Send Message' }).click();
      await expect(dialog(o)).toContainText('Please include a message for the requester');
      await dialog(o).getByLabel('Message to the requester:').fill('Approved: I will ship it on Monday.');
      await dialog(o).getByRole('button', { name: 'Approve & Send Message' }).click();
      await expect(o).toHaveURL(
        (url) => url.pathname === `/conversations/${requester.id}` && url.searchParams.get('reagentId') === wanted.id,
      );
    });

    await test.step('approved: the owner marks it shipped; the requester confirms receipt and it completes', async () => {
      await o.goto(`/swap-request/${swap.id}`);
      await expect(o.locator('.swap-status')).toHaveText('Approved');
      await expect(o.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      await o.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(toast(o, 'Marked as shipped')).toBeVisible();
      await expect(history(o)).toContainText(`Marked as shipped by ${ownerName}`);
      await expect(o.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);

      await r.reload();
      await expect(r.locator('.swap-status')).toHaveText('Approved');
      await expect(r.getByRole('button', { name: 'Edit' })).toHaveCount(0);
      await r.getByRole('button', { name: 'Confirm receipt' }).click();
      await r.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm receipt' }).click();
      await expect(toast(r, 'Swap completed')).toBeVisible();
      await expect(r.locator('.swap-status')).toHaveText('Completed');
      await expect(history(r)).toContainText(`Receipt confirmed, swap completed by ${requesterName}`);
      await expect(r.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
      await expect(r.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
    });

    await test.step("the swapped reagent can no longer be requested: the server's words", async () => {
      await r.goto(`/request-swap/${wanted.id}`);
      await expect(r.getByText(SAYS.unavailable)).toBeVisible();
    });

    await test.step('the owner opens Reject and thinks better of it; the requester cancels the request', async () => {
      const second = await requestSwapThroughApi(request, requesterSide.token, other.id, 20);
      await o.goto(`/swap-request/${second.id}`);
      await o.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog(o)).toContainText('Reject Swap Request');
      await expect(dialog(o)).toContainText('Please provide a reason for rejecting this swap request.');
      await expect(dialog(o).getByRole('button', { name: 'Reject & Send Message' })).toBeVisible();
      await dialog(o).getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog(o)).toBeHidden();

      await r.goto(`/swap-request/${second.id}`);
      await r.getByRole('button', { name: 'Cancel Request' }).click();
      await expect(dialog(r)).toContainText('Cancel Swap Request?');
      await expect(dialog(r)).toContainText(SAYS.cancelText);
      await dialog(r).getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(r, SAYS.cancelled)).toBeVisible();
      await expect(r.locator('.swap-status')).toHaveText('Cancelled');
      await expect(history(r)).toContainText(`Cancelled by ${requesterName}`);
    });

    await test.step('a swap request that does not exist (or is not mine) shows the not-found text', async () => {
      await r.goto('/swap-request/4d1c7e2a-0b5f-4a8e-9c3d-6e7f8a9b0c1d');
      await expect(r.getByText(SAYS.notFound)).toBeVisible();
      await r.goto('/swap-request/not-a-swap');
      await expect(r.getByText(SAYS.notFound)).toBeVisible();
      await expect(r.getByRole('link', { name: 'My Swap Requests' })).toHaveAttribute('href', '/my-reagents?tab=swap-requests');
    });
    await o.context().close();
    await r.context().close();
  });
});

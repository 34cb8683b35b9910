import { COUNTER_OFFER_MESSAGES as COUNTER, COUNTER_TIMELINE } from '@reagentswap/contracts';
import { expect, test, type Page } from './support/test';
import { registerApprovedMember } from './support/api';
import { expectToastFrom, pathIs } from './support/pages';
import { listReagentThroughApi, requestSwapThroughApi, setCreditsThroughApi, signedInPage } from './support/swaps';

/** Counter-offers (issue 19 item 3, ADR 0027): the wording is the contracts', shown by the browser and asserted here. */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
const history = (page: Page) => page.locator('.swap-timeline');

async function counterThroughDialog(page: Page, button: string, credits: number, message: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: COUNTER.counterTitle });
  await expect(dialog).toContainText(COUNTER.counterText);
  await dialog.getByRole('spinbutton', { name: COUNTER.amountLabel }).fill(String(credits));
  await dialog.getByLabel(COUNTER.messageLabel).fill(message);
  await expectToastFrom(toast(page, COUNTER.countered), () => dialog.getByRole('button', { name: COUNTER.sendCounter }).click());
  await expect(dialog).toBeHidden();
}

test.describe('counter-offers', () => {
  test('the owner counters 40 with 60, the requester finds it on the Sent card, accepts: approved at 60, reserved then, transferred on receipt', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [requester, owner] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    await setCreditsThroughApi(request, requester.id, 100);
    const a = await signedInPage(browser, requester);
    const b = await signedInPage(browser, owner);
    const reagent = await listReagentThroughApi(request, b.token, { name: `Counter taq ${Date.now().toString(36)}` });
    const swap = await requestSwapThroughApi(request, a.token, reagent.id, 40);

    await test.step('B opens the request and counters with 60 credits and a message', async () => {
      const { page } = b;
      await page.goto(`/swap-request/${swap.id}`);
      await expect(page.getByText('Credit Offer: 40 credits')).toBeVisible();
      await expect(page.getByText(/^Expires .+ if unanswered$/)).toBeVisible();
      // The same amount is refused in the dialog, with the contracts' wording, before anything is sent.
      await page.getByRole('button', { name: COUNTER.counterButton }).click();
      const dialog = page.getByRole('dialog', { name: COUNTER.counterTitle });
      await dialog.getByRole('spinbutton', { name: COUNTER.amountLabel }).fill('40');
      await dialog.getByLabel(COUNTER.messageLabel).fill('Same?');
      await dialog.getByRole('button', { name: COUNTER.sendCounter }).click();
      await expect(dialog).toContainText(COUNTER.sameAmount);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await counterThroughDialog(page, COUNTER.counterButton, 60, 'It is a fresh lot: would 60 work?');
      await expect(page.getByText(COUNTER.counterSent(60))).toBeVisible();
      await expect(history(page)).toContainText(COUNTER_TIMELINE.countered(60));
      await expect(history(page)).toContainText('It is a fresh lot: would 60 work?');
      await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    });

    await test.step('A sees the counter on the Sent card and answers it on the swap’s page: accepted, approved at 60', async () => {
      const { page } = a;
      await page.goto('/my-reagents?tab=swap-requests');
      await page.getByRole('tab', { name: /Sent Requests/ }).click();
      const card = page.getByTestId('swap-request-card').filter({ hasText: reagent.name });
      await expect(card).toContainText(COUNTER.counterReceived(60));
      await card.getByRole('link', { name: COUNTER.answerLink }).click();
      await expect(page).toHaveURL(pathIs(`/swap-request/${swap.id}`));
      await expect(page.getByText(COUNTER.counterReceived(60))).toBeVisible();
      await expectToastFrom(toast(page, COUNTER.accepted), () => page.getByRole('button', { name: COUNTER.acceptButton }).click());
      await expect(page.locator('.swap-status')).toHaveText('Approved');
      await expect(page.getByText('Credit Offer: 60 credits')).toBeVisible();
      await expect(history(page)).toContainText(COUNTER_TIMELINE.counterAccepted(60));
    });

    await test.step('A’s credits: 60 on hold; after receipt 60 transferred out, 40 left', async () => {
      const { page } = a;
      await page.goto('/credits');
      const line = (type: string) => page.getByTestId('credit-history').getByRole('row').filter({ hasText: type });
      await expect(line('Credits reserved')).toContainText('60 on hold');
      await page.goto(`/swap-request/${swap.id}`);
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm receipt' }).click();
      await expect(page.locator('.swap-status')).toHaveText('Completed');
      await page.goto('/credits');
      await expect(page.getByTestId('credits-balance')).toContainText('40');
      await expect(line('Credits transferred out')).toContainText('−60');
    });
  });

  test('at 768 px, by keyboard: the requester counters back, the owner counters again, the requester declines — cancelled, every round in the history', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [requester, owner] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    await setCreditsThroughApi(request, requester.id, 100);
    const viewport = { width: 768, height: 1000 };
    const a = await signedInPage(browser, requester, viewport);
    const b = await signedInPage(browser, owner, viewport);
    const reagent = await listReagentThroughApi(request, b.token, { name: `Counter dNTP ${Date.now().toString(36)}` });
    const swap = await requestSwapThroughApi(request, a.token, reagent.id, 30);

    await b.page.goto(`/swap-request/${swap.id}`);
    await counterThroughDialog(b.page, COUNTER.counterButton, 50, 'Fifty would be fair');

    await test.step('A counters back with 40 (the dialog by keyboard)', async () => {
      const { page } = a;
      await page.goto(`/swap-request/${swap.id}`);
      await expect(page.getByText(COUNTER.counterReceived(50))).toBeVisible();
      await page.getByRole('button', { name: COUNTER.counterBackButton }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: COUNTER.counterTitle });
      await dialog.getByRole('spinbutton', { name: COUNTER.amountLabel }).fill('40');
      await dialog.getByLabel(COUNTER.messageLabel).fill('Meet me at 40?');
      await dialog.getByLabel(COUNTER.messageLabel).press('Tab');
      await page.keyboard.press('Tab');
      await expectToastFrom(toast(page, COUNTER.countered), () => page.keyboard.press('Enter'));
      await expect(page.getByText('Credit Offer: 40 credits')).toBeVisible();
    });

    await b.page.reload();
    await expect(b.page.getByText('Credit Offer: 40 credits')).toBeVisible();
    await counterThroughDialog(b.page, COUNTER.counterButton, 45, 'Forty-five, final');

    await test.step('A declines: the swap is cancelled and the history holds every round', async () => {
      const { page } = a;
      await page.reload();
      await page.getByRole('button', { name: COUNTER.declineButton }).click();
      const confirm = page.locator('.ant-popconfirm');
      await expect(confirm).toContainText(COUNTER.declineText);
      await expectToastFrom(toast(page, COUNTER.declined), () => confirm.getByRole('button', { name: COUNTER.declineButton }).click());
      await expect(page.locator('.swap-status')).toHaveText('Cancelled');
      for (const text of [
        COUNTER_TIMELINE.countered(50),
        COUNTER_TIMELINE.countered(40),
        COUNTER_TIMELINE.countered(45),
        COUNTER_TIMELINE.counterDeclined,
      ]) {
        await expect(history(page)).toContainText(text);
      }
      await expect(page.getByRole('button', { name: COUNTER.acceptButton })).toHaveCount(0);
    });
  });
});

import { expect, test, type Page } from './support/test';
import { registerApprovedMember } from './support/api';
import { listReagentThroughApi, requestSwapThroughApi, setCreditsThroughApi, signedInPage, type CreatedSwap } from './support/swaps';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Opens `path` and waits until the page's socket is connected: the server greets every new socket
 * with the member's 'counts', so that frame proves a push made after it can reach the page.
 */
async function openLive(page: Page, path: string): Promise<void> {
  const greeted = page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"counts"') }));
  await page.goto(path);
  await greeted;
}

/**
 * The shell keeps one socket (frontend/src/shared/realtime) and each feature reacts to its own
 * pushes: swaps refetches a swap, its lists and counts on 'swap:status'; credits refetches the
 * balance a swap moved. Nothing here reloads the page: what changes on screen came through the socket.
 */
test.describe('pushes reach the features that own the data', () => {
  test("a swap's change updates the other party's screens live: the owner's pending count, the requester's balance and the swap's status", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    await setCreditsThroughApi(request, requester.id, 100);
    const ownerSide = await signedInPage(browser, owner);
    const requesterSide = await signedInPage(browser, requester);
    const [first, second] = [
      await listReagentThroughApi(request, ownerSide.token, { name: `Acetone ${Date.now()}` }),
      await listReagentThroughApi(request, ownerSide.token, { name: `Ethanol ${Date.now()}` }),
    ];

    let firstSwap: CreatedSwap | undefined;
    await test.step("swaps: the owner's dashboard counts a new request as it is made", async () => {
      await openLive(ownerSide.page, '/dashboard');
      const pending = ownerSide.page.getByTestId('summary-swaps');
      await expect(pending).toContainText('0');
      firstSwap = await requestSwapThroughApi(request, requesterSide.token, first.id, 40);
      await expect(pending).toContainText('1');
      await expect(pending).toContainText('Pending');
    });

    const secondSwap = await requestSwapThroughApi(request, requesterSide.token, second.id, 20);

    await test.step("credits: the requester's balance shows the credits an approval reserved", async () => {
      await openLive(requesterSide.page, '/dashboard');
      const balance = requesterSide.page.getByTestId('summary-credits');
      await expect(balance).toContainText('100 credits');
      const approved = await request.post(`/api/swaps/${firstSwap!.id}/approve`, {
        headers: bearer(ownerSide.token),
        data: { message: 'Approved: pick it up on Monday (E2E).' },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      await expect(balance).toContainText('60 credits');
      await expect(balance).toContainText('40 reserved');
    });

    await test.step("swaps: the requester's swap page shows a rejection as it happens", async () => {
      await openLive(requesterSide.page, `/swap-request/${secondSwap.id}`);
      const status = requesterSide.page.locator('.swap-status').first();
      await expect(status).toHaveText('Pending');
      const rejected = await request.post(`/api/swaps/${secondSwap.id}/reject`, {
        headers: bearer(ownerSide.token),
        data: { message: 'Sorry, it is promised to another lab (E2E).' },
      });
      expect(rejected.status(), await rejected.text()).toBe(200);
      await expect(status).toHaveText('Rejected');
    });
  });
});

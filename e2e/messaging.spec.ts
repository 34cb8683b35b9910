import { expect, test, type APIRequestContext, type Browser, type Page, type WebSocketRoute } from './support/test';
import { registerApprovedMember, registerPendingMember } from './support/api';
import { chatMessages, chatPage, expectLive, PHONE, sendMessageThroughApi, toast } from './support/messaging';
import { pathIs } from './support/pages';
import { listReagentThroughApi, requestSwapThroughApi, setCreditsThroughApi } from './support/swaps';

/** The spec's words (reagents-requests-swaps-messaging §2, §8), written out: the test checks the product says them. */
const SAYS = {
  newMessage: 'New message received',
  sent: 'Message sent successfully!',
  retrying: (n: number) => `Failed to send message. Retrying (${n}/3)...`,
  gaveUp: 'Could not send your message after multiple attempts',
  cannotMessage: 'You cannot message this user directly.',
  noReagent: 'No reagent specified',
  reagentNotFound: 'Reagent not found',
  reagentLoadFailed: 'Failed to load reagent details',
  sendAbout: (name: string) => `Send Message about ${name}`,
};

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const unreadBadge = (page: Page) => page.getByRole('banner').getByTestId('nav-badge-unread-messages');
const threads = (page: Page) => page.getByTestId('thread-item');
const tag = () => Date.now().toString(36);

/** Two new members; Bob has sent Alice 'Ping from Bob', and Alice is signed in on a phone-sized page (hers). */
async function aliceOnAPhoneWithPingFromBob(browser: Browser, request: APIRequestContext) {
  const [alice, bob] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  await sendMessageThroughApi(request, (await chatPage(browser, bob)).token, alice.id, 'Ping from Bob');
  return { bob, page: (await chatPage(browser, alice, PHONE)).page };
}

/** WCAG 2 contrast ratio of two computed `rgb(...)` colours. */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test.describe('messaging (issue 10)', () => {
  test('two members chat live: the Live indicator, Enter and Shift+Enter, the toast and unread badges that clear on reading, read receipts', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [alice, bob] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const a = await chatPage(browser, alice);
    const b = await chatPage(browser, bob);
    const first = `Hello Bob, about the agarose (${tag()})`;

    await test.step('Bob waits on his dashboard: nothing unread', async () => {
      await b.page.goto('/dashboard');
      await expect(b.page.getByTestId('summary-messages')).toContainText('0');
      await expect(unreadBadge(b.page)).toHaveCount(0);
    });

    await test.step('Alice opens the conversation: Live, an empty chat', async () => {
      await a.page.goto(`/conversation/${bob.id}`);
      await expectLive(a.page);
      await expect(a.page.getByRole('link', { name: 'Back to Messages' })).toBeVisible();
      await expect(a.page.getByRole('heading', { level: 1 }).getByRole('link')).toHaveAttribute('href', `/community/profile/${bob.id}`);
      await expect(a.page.getByText('No messages yet. Say hello!')).toBeVisible();
    });

    await test.step('Shift+Enter adds a line, Enter sends', async () => {
      const box = messageBox(a.page);
      await box.fill(first);
      await box.press('Shift+Enter');
      await box.pressSequentially('Second line');
      await expect(box).toHaveValue(`${first}\nSecond line`);
      await expect(chatMessages(a.page)).toHaveCount(0);
      await box.press('Enter');
      await expect(box).toHaveValue('');
      await expect(chatMessages(a.page)).toHaveCount(1);
      await expect(chatMessages(a.page).first()).toContainText(`${first}\nSecond line`);
      await expect(chatMessages(a.page).first()).toContainText('Sent');
    });

    await test.step('Bob, elsewhere in the app, gets the toast and the badges at once', async () => {
      await expect(toast(b.page, SAYS.newMessage)).toBeVisible();
      await expect(unreadBadge(b.page)).toContainText('1 unread message');
      await expect(b.page.getByTestId('summary-messages')).toContainText('1');
      await expect(b.page.getByTestId('summary-messages')).toContainText('New');
    });

    await test.step('Bob opens the thread from Messages: it is read, the badge clears, Alice sees Read', async () => {
      await b.page
        .getByRole('banner')
        .getByRole('link', { name: /Messages/ })
        .click();
      await expect(b.page).toHaveURL(pathIs('/messages'));
      await expect(threads(b.page)).toHaveCount(1);
      await expect(threads(b.page).first()).toContainText(first);
      await expect(threads(b.page).first()).toContainText('1 unread message');
      await threads(b.page).first().click();
      await expect(b.page).toHaveURL(pathIs(`/conversation/${alice.id}`));
      await expect(chatMessages(b.page).first()).toContainText(first);
      await expect(unreadBadge(b.page)).toHaveCount(0);
      await expect(b.page.getByTestId('thread-item').first()).not.toContainText('unread');
      await expect(chatMessages(a.page).first()).toContainText('Read');
    });

    await test.step('Bob answers; it appears live on Alice’s screen, without a toast there', async () => {
      await expectLive(b.page);
      await messageBox(b.page).fill('Hi Alice! Yes, it is still available.');
      await messageBox(b.page).press('Enter');
      await expect(chatMessages(a.page)).toHaveCount(2);
      await expect(chatMessages(a.page).nth(1)).toContainText('Hi Alice! Yes, it is still available.');
      await expect(a.page.getByTestId('thread-item').first()).toContainText('Hi Alice! Yes, it is still available.');
      await expect(toast(a.page, SAYS.newMessage)).toHaveCount(0);
      // Alice reads it as it arrives: nothing stays unread for her.
      await expect(unreadBadge(a.page)).toHaveCount(0);
    });
  });

  test('a long conversation opens at its newest 20 messages; older ones load at the top, by scrolling or the button', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const [alice, bob] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const a = await chatPage(browser, alice);
    const b = await chatPage(browser, bob);
    for (let n = 1; n <= 45; n += 1) await sendMessageThroughApi(request, a.token, bob.id, `Message ${String(n).padStart(2, '0')}`);

    await b.page.goto(`/conversations/${alice.id}`);
    await expect(chatMessages(b.page)).toHaveCount(20);
    await expect(chatMessages(b.page).first()).toContainText('Message 26');
    await expect(chatMessages(b.page).last()).toContainText('Message 45');
    // All 45 were unread; opening the conversation read them.
    await expect(unreadBadge(b.page)).toHaveCount(0);

    await b.page.getByRole('region', { name: 'Messages' }).evaluate((box) => box.scrollTo({ top: 0 }));
    await expect(chatMessages(b.page)).toHaveCount(40);
    await expect(chatMessages(b.page).first()).toContainText('Message 06');
    // The messages that were on screen stay there: the view did not jump to the top.
    await expect(b.page.getByText('Message 26', { exact: true })).toBeInViewport();

    // The button (for keyboards, and screens too short to scroll). Clicked where it is: scrolling it
    // into view would reach the top and load the page by itself.
    await b.page.getByRole('button', { name: 'Load older messages' }).dispatchEvent('click');
    await expect(chatMessages(b.page)).toHaveCount(45);
    await expect(chatMessages(b.page).first()).toContainText('Message 01');
    await expect(b.page.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  });

  test('an approved swap lands in the conversation about the reagent, live on the requester’s side, with its View Swap Request button', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [owner, requester] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    await setCreditsThroughApi(request, requester.id, 100);
    const o = await chatPage(browser, owner);
    const r = await chatPage(browser, requester);
    const reagent = await listReagentThroughApi(request, o.token, { name: `Chat agarose ${tag()}` });
    const swap = await requestSwapThroughApi(request, r.token, reagent.id, 40);
    const approval = `Approved: collect it on Monday (${tag()}).`;

    await r.page.goto('/messages');
    await expect(r.page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

    await o.page.goto('/my-reagents?tab=swap-requests');
    const card = o.page.getByTestId('swap-section-received-pending').getByTestId('swap-request-card').filter({ hasText: reagent.name });
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = o.page.getByRole('dialog', { name: 'Approve Swap Request' });
    await dialog.getByLabel('Message to the requester:').fill(approval);
    // The requester is told at once (the toast lasts a few seconds: watch for it from now on).
    const requesterToast = expect(toast(r.page, SAYS.newMessage)).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Approve & Send Message' }).click();
    await expect(o.page).toHaveURL(
      (url) => url.pathname === `/conversations/${requester.id}` && url.searchParams.get('reagentId') === reagent.id,
    );
    await expect(chatMessages(o.page)).toHaveCount(1);
    await expect(chatMessages(o.page).first()).toContainText(approval);
    await expect(o.page.getByRole('link', { name: reagent.name, exact: true })).toBeVisible();

    // The requester's list shows the new thread without a reload, and the toast said so.
    await requesterToast;
    await expect(threads(r.page)).toHaveCount(1);
    await expect(threads(r.page).first()).toContainText(reagent.name);
    await expect(threads(r.page).first()).toContainText(approval);
    await threads(r.page).first().click();
    await expect(r.page).toHaveURL(
      (url) => url.pathname === `/conversation/${owner.id}` && url.searchParams.get('reagentId') === reagent.id,
    );
    await chatMessages(r.page).first().getByRole('link', { name: 'View Swap Request' }).click();
    await expect(r.page).toHaveURL(pathIs(`/swap-request/${swap.id}`));
  });

  test("the chat header's reagent and 'All messages' links wear the theme's link colour (not browser blue), at WCAG AA contrast", async ({
    browser,
    request,
  }) => {
    const [owner, asker] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const [a, ownerSide] = [await chatPage(browser, asker), await chatPage(browser, owner)];
    const reagent = await listReagentThroughApi(request, ownerSide.token, { name: `Header agarose ${tag()}` });
    await ownerSide.page.context().close();
    await sendMessageThroughApi(request, a.token, owner.id, `About your agarose (${tag()})`, reagent.id);
    await a.page.goto(`/conversation/${owner.id}?reagentId=${reagent.id}`);
    const header = a.page.locator('.chat-header');
    const links = [header.getByRole('link', { name: reagent.name }), header.getByRole('link', { name: 'All messages' })];
    for (const link of links) {
      await expect(link).toBeVisible();
      const { colour, background } = await link.evaluate((element) => {
        // The first ancestor with a painted background is what the text sits on.
        let node: Element | null = element;
        let paint = 'rgba(0, 0, 0, 0)';
        while (node && (paint === 'rgba(0, 0, 0, 0)' || paint === 'transparent')) {
          paint = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        return { colour: getComputedStyle(element).color, background: paint };
      });
      // theme.ts colorLink (#0f766e), never the browser's default link blue rgb(0, 0, 238).
      expect(colour).toBe('rgb(15, 118, 110)');
      expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
    await a.page.context().close();
  });

  test('Message Owner: the message page’s flow, its three errors, and guests sent to log in', async ({ browser, request, page }) => {
    test.setTimeout(90_000);
    const [owner, asker] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const o = await chatPage(browser, owner);
    const reagent = await listReagentThroughApi(request, o.token, { name: `Trypsin ${tag()}` });

    await test.step('a guest goes to /auth/login', async () => {
      await page.goto(`/message/${reagent.id}`);
      await expect(page).toHaveURL(pathIs('/auth/login'));
    });

    const { page: member } = await chatPage(browser, asker);
    await test.step('errors, each with Go Back', async () => {
      await member.goto('/message');
      await expect(member.getByRole('heading', { name: SAYS.noReagent })).toBeVisible();
      await member.goto('/message/0b9a1f6e-7a2c-4d5e-9f10-2a3b4c5d6e7f');
      await expect(member.getByRole('heading', { name: SAYS.reagentNotFound })).toBeVisible();
      await member.route(`**/api/reagents/${reagent.id}`, (route) => route.fulfill({ status: 500, body: '{}' }));
      await member.goto(`/message/${reagent.id}`);
      await expect(member.getByRole('heading', { name: SAYS.reagentLoadFailed })).toBeVisible();
      await member.unroute(`**/api/reagents/${reagent.id}`);
      // Opened directly, there is no earlier page of the app to go back to: Browse Reagents instead.
      await member.getByRole('button', { name: 'Go Back' }).click();
      await expect(member).toHaveURL(pathIs('/reagents'));
    });

    await test.step('from the reagent page: Message Owner, write, send, on to the conversation about the reagent', async () => {
      await member.goto(`/reagents/${reagent.id}`);
      await member.getByRole('link', { name: 'Message Owner' }).click();
      await expect(member).toHaveURL(pathIs(`/message/${reagent.id}`));
      await expect(member.getByRole('heading', { level: 1, name: SAYS.sendAbout(reagent.name) })).toBeVisible();
      const send = member.getByRole('button', { name: 'Send Message' });
      await expect(send).toBeDisabled();
      await member.getByRole('textbox', { name: 'Message' }).fill('   ');
      await expect(send).toBeDisabled();
      await member.getByRole('textbox', { name: 'Message' }).fill('Is the trypsin still sealed?');
      await send.click();
      await expect(toast(member, SAYS.sent)).toBeVisible();
      await expect(member).toHaveURL(
        (url) => url.pathname === `/conversation/${owner.id}` && url.searchParams.get('reagentId') === reagent.id,
      );
      await expect(chatMessages(member)).toHaveCount(1);
      await expect(chatMessages(member).first()).toContainText('Is the trypsin still sealed?');
    });

    await test.step('Cancel goes back to the reagent', async () => {
      await member.goto(`/message/${reagent.id}`);
      await member.getByRole('button', { name: 'Cancel' }).click();
      await expect(member).toHaveURL(pathIs(`/reagents/${reagent.id}`));
    });
  });

  test('a send that fails is retried (n/3) with the same id, stored once; after three failed retries the text comes back', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const [alice, bob] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const { page } = await chatPage(browser, alice);
    await page.goto(`/conversation/${bob.id}`);
    await expectLive(page);

    await test.step('the first answer is lost on the way back: the retry gets the same message, shown once', async () => {
      let calls = 0;
      await page.route('**/api/messages', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        calls += 1;
        if (calls > 1) return route.continue();
        await route.fetch(); // the server stores it…
        await route.abort('connectionreset'); // …and the browser never hears so
      });
      await messageBox(page).fill('Lost answer, sent once');
      await messageBox(page).press('Enter');
      await expect(toast(page, SAYS.retrying(1))).toBeVisible();
      await expect(chatMessages(page)).toHaveCount(1);
      await expect(chatMessages(page).first()).toContainText('Sent');
      await page.unrouteAll();
      await page.reload();
      await expect(chatMessages(page)).toHaveCount(1);
    });

    await test.step('nothing gets through: Sending..., three retries, then the text is back in the box', async () => {
      await page.route('**/api/messages', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
      await messageBox(page).fill('Never arrives');
      await messageBox(page).press('Enter');
      await expect(chatMessages(page).last()).toContainText('Sending...');
      await expect(toast(page, SAYS.retrying(1))).toBeVisible();
      await expect(toast(page, SAYS.gaveUp)).toBeVisible({ timeout: 15_000 });
      await expect(chatMessages(page)).toHaveCount(1);
      await expect(messageBox(page)).toHaveValue('Never arrives');
    });
  });

  test('the permission check: yourself or a member not approved — You cannot message this user directly, with Go Back', async ({
    browser,
    request,
  }) => {
    const [alice, pending] = [await registerApprovedMember(request), await registerPendingMember(request)];
    const { page } = await chatPage(browser, alice);
    await page.goto(`/conversation/${alice.id}`);
    await expect(page.getByRole('heading', { name: SAYS.cannotMessage })).toBeVisible();
    await page.goto(`/conversation/${pending.id}`);
    await expect(page.getByText(SAYS.cannotMessage)).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);
    // Opened directly, there is no earlier page of the app to go back to: Messages instead.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(pathIs('/messages'));
  });

  test('at 390 px the chat stands alone with Back to Messages; the box grows from 56 to 120 px (150 on desktop)', async ({
    browser,
    request,
  }) => {
    const { bob, page } = await aliceOnAPhoneWithPingFromBob(browser, request);
    await page.goto(`/conversation/${bob.id}`);
    await expectLive(page);
    await expect(chatMessages(page)).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: 'Conversations' })).toHaveCount(0);

    const box = messageBox(page);
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(55);
    expect((await box.boundingBox())?.height).toBeLessThanOrEqual(70);
    await box.fill(Array.from({ length: 12 }, (_, n) => `line ${n}`).join('\n'));
    await expect.poll(async () => Math.round((await box.boundingBox())?.height ?? 0)).toBe(120);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => Math.round((await box.boundingBox())?.height ?? 0)).toBe(150);
    await expect(page.getByRole('complementary', { name: 'Conversations' })).toBeVisible();
    await page.setViewportSize(PHONE);

    await page.getByRole('link', { name: 'Back to Messages' }).click();
    await expect(page).toHaveURL(pathIs('/messages'));
    await expect(threads(page)).toHaveCount(1);
  });

  test('a conversation opened by a first load is asked for once, as soon as the session is restored — before the page renders', async ({
    browser,
    request,
  }) => {
    const { bob, page } = await aliceOnAPhoneWithPingFromBob(browser, request);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/')) asked.push(`${sent.method()} ${pathname}`);
    });
    await page.goto(`/conversation/${bob.id}`);
    await expect(chatMessages(page)).toHaveCount(1);
    await expectLive(page); // well after the page mounted: a second request on mount would have gone by now

    const conversation = `GET /api/messages/conversations/${bob.id}`;
    expect(asked.filter((call) => call === conversation)).toHaveLength(1);
    // Right after the restore, ahead of every request of the first render (the header's counts among them).
    expect(asked.slice(asked.indexOf('POST /api/auth/refresh') + 1)[0]).toBe(conversation);
  });

  test('a member whose connection dropped gets what was sent meanwhile once it is back', async ({ browser, request }) => {
    const [alice, bob] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const a = await chatPage(browser, alice);
    const b = await chatPage(browser, bob);
    // The socket runs through a proxy the test can cut: while "offline", connections are closed at once.
    let offline = false;
    const open = new Set<WebSocketRoute>();
    await b.page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (offline) return void ws.close();
      ws.connectToServer();
      open.add(ws);
    });
    await b.page.goto(`/conversation/${alice.id}`);
    await expectLive(b.page);

    offline = true;
    for (const ws of open) await ws.close();
    await expect(b.page.getByTestId('live-indicator')).not.toHaveAttribute('data-status', 'live');
    await sendMessageThroughApi(request, a.token, bob.id, 'Sent while you were away');
    await expect(chatMessages(b.page)).toHaveCount(0);
    offline = false;
    // socket.io's next attempt may come up to 7.5 s later (its back-off: at most 5 s, ± 50 %).
    await expect(b.page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
    await expectLive(b.page);
    await expect(chatMessages(b.page)).toHaveCount(1);
    await expect(chatMessages(b.page).first()).toContainText('Sent while you were away');
  });
});

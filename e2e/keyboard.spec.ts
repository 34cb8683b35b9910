import { expect, test, type Page } from './support/test';
import { focusStop, pageSettled, tabTo, type FocusStop } from './support/a11y';
import { registerApprovedMember, signInForApi, signInThroughApi } from './support/api';
import { chatMessages, DESKTOP, PHONE, sendMessageThroughApi, toast } from './support/messaging';
import { pathIs } from './support/pages';
import { listReagentThroughApi, setCreditsThroughApi } from './support/swaps';

/**
 * Two flows by keyboard alone (issue 15): Tab, Shift+Tab, Enter, Space and the arrow keys, no
 * mouse. Every stop on the way shows a focus ring; dialogs keep the focus inside while open and
 * give it back to what opened them.
 */

const tag = () => Math.random().toString(36).slice(2, 8);

/** Stops without a ring, collected along a flow and checked at its end (so one run names them all). */
class RingLog {
  private readonly missing: FocusStop[] = [];
  add(stops: FocusStop[]): void {
    this.missing.push(...stops);
  }
  expectNone(): void {
    expect(
      this.missing.map((stop) => stop.element),
      'focused without a visible focus ring',
    ).toEqual([]);
  }
}

/**
 * The focus never reaches the page behind `dialog`, however far Tab and Shift+Tab go. Past the
 * dialog's last element the browser may take the focus to its own controls (the document's focus
 * is then on <body>), as it does for a native modal <dialog>; the next press must come back into
 * the dialog.
 */
async function expectFocusTrapped(page: Page, dialogName: string | RegExp, presses = 12): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate(
        (element) => element.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside, `${key} × ${i + 1} left the dialog for ${(await focusStop(page)).element}`).toBe(true);
    }
  }
}

test('request a swap by keyboard: from the reagent page through the form to the request, and its cancel dialog', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerApprovedMember(request);
  const requester = await registerApprovedMember(request);
  await setCreditsThroughApi(request, requester.id, 100);
  const reagent = await listReagentThroughApi(request, (await signInForApi(request, owner)).accessToken, {
    name: `Keyboard agarose ${tag()}`,
  });
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInThroughApi(page, requester);
  const rings = new RingLog();

  await test.step('the reagent page: Tab to Request Swap, Enter', async () => {
    await page.goto(`/reagents/${reagent.id}`);
    await pageSettled(page);
    rings.add(await tabTo(page, page.getByRole('link', { name: 'Request Swap' })));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathIs(`/request-swap/${reagent.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Request Swap' })).toBeVisible();
  });

  await test.step('the form: the offer lowered with the arrow key, a message typed, sent with Enter', async () => {
    const offer = page.getByRole('spinbutton', { name: 'Credit Offer' });
    await expect(offer).toHaveValue('50');
    rings.add(await tabTo(page, offer));
    await page.keyboard.press('ArrowDown');
    await expect(offer).toHaveValue('45');
    rings.add(await tabTo(page, page.getByRole('textbox', { name: 'Message to the owner' })));
    await page.keyboard.type('Could we swap? Asked by keyboard.');
    rings.add(await tabTo(page, page.getByRole('button', { name: 'Request Swap' })));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Swap request sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/swap-request\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Swap Request' })).toBeVisible();
    await expect(page.getByText('45 credits').first()).toBeVisible();
  });

  await test.step('the cancel dialog keeps the focus, closes on Escape and gives it back', async () => {
    const cancel = page.getByRole('button', { name: 'Cancel Request' });
    rings.add(await tabTo(page, cancel));
    await page.keyboard.press('Space');
    await expectFocusTrapped(page, /Cancel/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cancel).toBeFocused();
  });

  rings.expectNone();
  await context.close();
});

test('send a message by keyboard: from Messages to the conversation, typed and sent', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [alice, bob] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  const opening = `Is the agarose still sealed? (${tag()})`;
  await sendMessageThroughApi(request, (await signInForApi(request, bob)).accessToken, alice.id, opening);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInThroughApi(page, alice);
  const rings = new RingLog();
  const reply = `Yes, unopened. (${tag()})`;

  await page.goto('/messages');
  await pageSettled(page);
  const thread = page.getByTestId('thread-item').filter({ hasText: opening });
  rings.add(await tabTo(page, thread));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/conversations?/${bob.id}`));
  await expect(chatMessages(page).filter({ hasText: opening })).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  rings.add(await tabTo(page, box));
  await page.keyboard.type(reply);
  rings.add(await tabTo(page, page.getByRole('button', { name: 'Send' })));
  await page.keyboard.press('Space');
  await expect(chatMessages(page).filter({ hasText: reply })).toBeVisible();
  await expect(box).toHaveValue('');

  rings.expectNone();
  await context.close();
});

test('the phone menu keeps the focus while open and gives it back on Escape', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const member = await registerApprovedMember(request);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, member);
  await page.goto('/dashboard');
  await pageSettled(page);
  const trigger = page.getByRole('button', { name: /Open menu/ });
  const rings = new RingLog();
  rings.add(await tabTo(page, trigger));
  await page.keyboard.press('Enter');
  // More presses than the menu has links and buttons, so the focus goes round it both ways.
  await expectFocusTrapped(page, 'Menu', 16);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(trigger).toBeFocused();
  rings.expectNone();
  await context.close();
});

import { expect, test, type APIRequestContext, type Page } from './support/test';
import { pageSettled, wcagViolations } from './support/a11y';
import { latestMailTo, registerApprovedMember, signInForApi, signInThroughApi, type ApprovedMember } from './support/api';
import { PHONE, sendMessageThroughApi } from './support/messaging';
import { pathIs } from './support/pages';

// Issue 19 item 5 (ADR 0029): the notification centre (the header's bell, /notifications) and
// Profile → Notifications (the digest frequency; per kind the channels in-app, e-mail, push).

const bell = (page: Page) => page.getByTestId('notification-bell');

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/notifications/unread-count', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { unread: number }).unread;
}

async function messageFrom(request: APIRequestContext, sender: ApprovedMember, recipient: ApprovedMember, content: string) {
  const { accessToken } = await signInForApi(request, sender);
  await sendMessageThroughApi(request, accessToken, recipient.id, content);
}

test('the bell counts new notifications; /notifications lists them, links to them and marks them read', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [member, sender] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  const token = await signInThroughApi(page, member);

  await test.step('nothing yet: the empty state, axe clean', async () => {
    await page.goto('/notifications');
    await pageSettled(page);
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    expect(await wcagViolations(page)).toEqual([]);
  });

  await messageFrom(request, sender, member, 'Is the trypsin still available?');
  await messageFrom(request, sender, member, 'And the PBS?');
  await expect.poll(() => unreadOf(request, token), { timeout: 30_000 }).toBe(2);

  await test.step('the bell shows the count; the page lists both, newest first, axe clean', async () => {
    await page.goto('/dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)');
    await bell(page).click();
    await expect(page).toHaveURL(pathIs('/notifications'));
    await pageSettled(page);
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('And the PBS?');
    await expect(items.nth(1)).toContainText('Is the trypsin still available?');
    await expect(items.first().getByRole('link', { name: /^New message from / })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  await test.step('mark one read, then all', async () => {
    await page
      .getByRole('button', { name: /^Mark as read: New message from/ })
      .first()
      .click();
    await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  });

  await test.step('a notification links to the thing it is about', async () => {
    await page
      .getByRole('link', { name: /^New message from / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/conversation/${sender.id}`));
  });
});

test('Profile → Notifications saves the digest frequency and the channels, which the notifications then follow', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [member, sender] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  const token = await signInThroughApi(page, member);
  await page.goto('/profile?tab=notifications');

  await test.step('the choices as stored: weekly digest, every channel on; push waits for its master switch', async () => {
    await expect(page.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Messages: In-app' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Matches: Email' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Expiry Reminders: Push' })).toBeDisabled();
    await expect(page.getByText('Push notifications are off')).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  await test.step('daily digest, no in-app messages, by keyboard; saved', async () => {
    await page.getByRole('radio', { name: /^Daily/ }).check();
    await page.getByRole('checkbox', { name: 'Messages: In-app' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Messages: In-app' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    const profile = await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(await profile.json()).toMatchObject({ digestFrequency: 'daily', inAppMessages: false, notifyMessages: true });
  });

  await test.step('a message is then e-mailed but not listed in-app', async () => {
    await messageFrom(request, sender, member, 'Only by e-mail, please');
    // The e-mail and the in-app entry are decided in one dispatch: once the mail is there, so would the entry be.
    await latestMailTo(request, member.email, 'Only by e-mail, please');
    expect(await unreadOf(request, token)).toBe(0);
  });

  await test.step('with e-mail off (Email tab) the digest and the e-mail column are disabled', async () => {
    await page.goto('/profile?tab=email');
    await page.getByRole('switch', { name: 'Email Notifications' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('radio', { name: /^Daily/ })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Messages: Email' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Messages: In-app' })).toBeEnabled();
  });
});

test('on a phone the bell, the notification centre and the channel table fit the screen', async ({ browser, request }) => {
  const member = await registerApprovedMember(request);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, member);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/dashboard');
  await expect(bell(page)).toBeVisible();
  await bell(page).click();
  await expect(page).toHaveURL(pathIs('/notifications'));
  await expect(page.getByText('No notifications yet')).toBeVisible();
  expect(await fits()).toBe(true);

  await page.goto('/profile?tab=notifications');
  await expect(page.getByRole('checkbox', { name: 'Expiry Reminders: In-app' })).toBeVisible();
  expect(await fits()).toBe(true);
  await context.close();
});

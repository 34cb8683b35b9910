import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ADMIN } from './support/accounts';
import { registerApprovedMember, retryOnRateLimit, type ApprovedMember } from './support/api';
import { pathIs, signIn } from './support/pages';

// The admin panel's digest preview (issue 10): a member's daily or weekly digest as the scheduled
// run would render it now, from User Management. Nothing is sent from here.

async function memberToken(request: APIRequestContext, member: ApprovedMember): Promise<string> {
  const login = await retryOnRateLimit(() => request.post('/api/auth/login', { data: { email: member.email, password: member.password } }));
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function openPreviewFor(page: Page, member: ApprovedMember) {
  const card = page.getByTestId('user-management');
  await card.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  const row = card.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Preview digest for / }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Digest preview' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('digest preview', () => {
  test("an admin previews a member's daily and weekly digest from User Management", async ({ page, request }) => {
    const [reader, lister, optedOut] = [
      await registerApprovedMember(request),
      await registerApprovedMember(request),
      await registerApprovedMember(request),
    ];
    const reagentName = `Digest e2e reagent ${Date.now().toString(36)}`;
    const listed = await request.post('/api/reagents', {
      headers: { Authorization: `Bearer ${await memberToken(request, lister)}` },
      data: { name: reagentName, catalogNumber: 'E2E-1', category: 'chemicals', amount: '5', unit: 'g', numberOfPackages: 1 },
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const turnedOff = await request.patch('/api/profile', {
      headers: { Authorization: `Bearer ${await memberToken(request, optedOut)}` },
      data: { digestFrequency: 'off' },
    });
    expect(turnedOff.status(), await turnedOff.text()).toBe(200);

    await page.goto('/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await page.goto('/admin');

    await test.step('the daily digest, rendered as the e-mail would be, with the new reagent', async () => {
      const dialog = await openPreviewFor(page, reader);
      await expect(dialog).toContainText(`Digest preview: ${reader.username}`);
      await expect(dialog).toContainText('The daily digest covers the past day (e-mail only).');
      // The member's choice: new members get the weekly digest, so not this one.
      await expect(dialog).toContainText("Member's digest");
      await expect(dialog).toContainText('Weekly — not this digest');
      await expect(dialog.getByText(/^Your daily digest from ReagentSwap: /)).toBeVisible();
      const html = dialog.frameLocator('iframe.mail-frame');
      await expect(html.getByRole('link', { name: reagentName })).toBeVisible();
      await dialog.getByRole('tab', { name: 'Text' }).click();
      await expect(dialog.locator('pre.mail-text')).toContainText(reagentName);
      await expect(dialog.getByRole('tab', { name: 'Push' })).toHaveCount(0);
    });

    await test.step('the weekly digest also has its push', async () => {
      const dialog = page.getByRole('dialog').filter({ hasText: 'Digest preview' });
      await dialog.getByText('Weekly', { exact: true }).click();
      await expect(dialog.getByText(/^Your weekly digest from ReagentSwap: /)).toBeVisible();
      await dialog.getByRole('tab', { name: 'Push' }).click();
      await expect(dialog).toContainText('Your weekly ReagentSwap digest');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('a member who turned the digest off: the preview shows it and says it would not be sent', async () => {
      const dialog = await openPreviewFor(page, optedOut);
      await expect(dialog).toContainText('Off — not this digest');
      await expect(dialog).toContainText('This member has turned this digest off: it would not be sent.');
      await dialog.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('opening the preview did not leave the admin panel', async () => {
      await expect(page).toHaveURL(pathIs('/admin'));
    });
  });

  test('the preview works on a narrow screen too', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const reader = await registerApprovedMember(request);
    await page.goto('/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await page.goto('/admin');
    const card = page.getByTestId('user-management');
    await card.getByRole('searchbox', { name: 'Search users' }).fill(reader.email);
    await card.getByRole('button', { name: `Preview digest for ${reader.username}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Digest preview' });
    await expect(dialog).toBeVisible();
    const box = await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });
});

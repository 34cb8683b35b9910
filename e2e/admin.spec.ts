import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { ADMIN, BOB } from './support/accounts';
import { registerPendingMember } from './support/api';
import { expectToastFrom, pathIs, signIn } from './support/pages';

const CAROL_EMAIL = 'carol@reagentswap.local';

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(pathIs('/dashboard'));
}

test.describe('admin panel', () => {
  test('an admin approves a new registration through the confirmation, then the member can sign in', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const member = await registerPendingMember(request);

    await test.step('the registration is listed as pending', async () => {
      await signInAsAdmin(page);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
      const row = page.getByTestId('pending-registrations').getByRole('row').filter({ hasText: member.email });
      await expect(row).toBeVisible();
      await expect(row).toContainText(member.username);
      await expect(row).toContainText(member.university.name);
      await expect(row).toContainText(member.lab.name);
    });

    await test.step('approve, confirming in the dialog', async () => {
      const row = page.getByTestId('pending-registrations').getByRole('row').filter({ hasText: member.email });
      await row.getByRole('button', { name: /^Approve/ }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'Approve registration?' });
      await expect(dialog).toContainText(member.email);
      await expectToastFrom(page.getByText('User approved successfully'), () =>
        dialog.getByRole('button', { name: 'Approve', exact: true }).click(),
      );
      await expect(row).toHaveCount(0);
    });

    await test.step('the approval is in the admin actions log', async () => {
      await page.getByRole('tab', { name: 'Admin actions' }).click();
      const entry = page.getByTestId('admin-actions').getByRole('row').filter({ hasText: member.email }).first();
      await expect(entry).toContainText('Approved registration');
      await expect(entry).toContainText(ADMIN.email);
    });

    await test.step('the member can now sign in', async () => {
      const context = await browser.newContext({ baseURL });
      const memberPage = await context.newPage();
      await memberPage.goto('/login');
      await signIn(memberPage, member.email, member.password);
      await expect(memberPage).toHaveURL(pathIs('/dashboard'));
      await context.close();
    });
  });

  test('pending registrations are fetched again when the window regains focus (spec §7)', async ({ page, request }) => {
    const registrations = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/registrations' && r.ok());
    await signInAsAdmin(page);
    const loaded = registrations();
    await page.goto('/admin');
    await loaded;
    const pending = page.getByTestId('pending-registrations');
    const member = await registerPendingMember(request);
    const refetched = registrations();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await refetched;
    await expect(pending.getByRole('row').filter({ hasText: member.email })).toBeVisible();
  });

  test("an admin adjusts a member's credits with a reason; the member's history shows it and the audit is clean", async ({ page }) => {
    const suffix = Date.now().toString(36);
    const reason = `E2E correction ${suffix}`;
    let newBalance = 0;

    await signInAsAdmin(page);
    await page.goto('/admin');
    const users = page.getByTestId('user-management');
    await users.getByRole('searchbox', { name: 'Search users' }).fill(CAROL_EMAIL);
    const row = users.getByRole('row').filter({ hasText: CAROL_EMAIL });
    await expect(row).toHaveCount(1);

    await test.step('the pencil opens the editor; a reason is required', async () => {
      const credits = row.locator('.credit-cell__value');
      await expect(credits).toHaveText(/^\d[\d,]*(\.\d+)?$/);
      const current = Number((await credits.innerText()).replace(/,/g, ''));
      newBalance = Math.floor(current) + 1 + Math.floor(Math.random() * 40);

      await row.getByRole('button', { name: /^Edit credits of/ }).click();
      await row.getByRole('spinbutton', { name: 'New credit balance' }).fill(String(newBalance));
      await row.getByRole('button', { name: 'Save credits' }).click();
      await expect(row.getByRole('alert')).toHaveText('Please give a reason for the adjustment');
      // Clicking inside the editor does not open the profile.
      await expect(page).toHaveURL(pathIs('/admin'));
    });

    await test.step('the check saves the new balance', async () => {
      await row.getByRole('textbox', { name: 'Reason for the adjustment' }).fill(reason);
      await row.getByRole('button', { name: 'Save credits' }).click();
      await expect(page.getByText('Credits updated successfully')).toBeVisible();
      await expect(row.locator('.credit-cell__value')).toHaveText(newBalance.toLocaleString('en-US'));
    });

    await test.step("the member's credit history (admin view) shows the adjustment", async () => {
      await row.getByRole('link', { name: /^Credit history of/ }).click();
      await expect(page).toHaveURL(/\/admin\/credits\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Credit History');
      await expect(page.getByTestId('credits-balance')).toContainText(`${newBalance.toLocaleString('en-US')} credits`);
      const line = page.getByTestId('credit-history').getByRole('row').filter({ hasText: reason });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('Balance adjusted');
      await expect(line).toContainText(newBalance.toLocaleString('en-US'));
    });

    await test.step('the history downloads as CSV', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const path = await file.path();
      const csv = await readFile(path, 'utf8');
      expect(csv.split('\n')[0]).toContain('Date');
      expect(csv).toContain(reason);
    });

    await test.step('the ledger audit reports no problems', async () => {
      await page.goto('/admin?tool=audit');
      await page.getByRole('button', { name: 'Run audit' }).click();
      await expect(page.getByTestId('audit-ok')).toContainText('Audit passed: the ledger is consistent');
      await expect(page.getByTestId('audit-problems')).toHaveCount(0);
    });
  });

  test('clicking a user row opens the community profile', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const users = page.getByTestId('user-management');
    await users.getByRole('searchbox', { name: 'Search users' }).fill(CAROL_EMAIL);
    const row = users.getByRole('row').filter({ hasText: CAROL_EMAIL });
    await expect(row).toHaveCount(1);
    await row.getByRole('cell', { name: CAROL_EMAIL }).click();
    await expect(page).toHaveURL(/\/community\/profile\/[0-9a-f-]{36}$/);
  });

  test('a member visiting /admin is refused', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, BOB.email, BOB.password);
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await page.goto('/admin');
    await expect(page.getByText('Admin access required for this page')).toBeVisible();
    await expect(page).toHaveURL(pathIs('/dashboard'));
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
    // Nor can a member open another member's credit history.
    await page.goto('/admin/credits/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(pathIs('/dashboard'));
  });
});

import { expect, test } from '@playwright/test';
import { ALICE } from './support/accounts';
import { pathIs, signIn } from './support/pages';

test.describe('credit history', () => {
  test('a member opens /credits from the dashboard and sees the balance and history lines', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, ALICE.email, ALICE.password);
    await expect(page).toHaveURL(pathIs('/dashboard'));

    await page.getByTestId('summary-credits').click();
    await expect(page).toHaveURL(pathIs('/credits'));
    await expect(page.getByRole('heading', { name: 'Credit History', level: 1 })).toBeVisible();

    await test.step('balance summary', async () => {
      for (const tile of ['balance', 'reserved', 'available']) {
        await expect(page.getByTestId(`credits-${tile}`)).toContainText(/\d[\d.,]* credits/);
      }
    });

    const history = page.getByTestId('credit-history');
    await test.step('history lines, newest first, with running balances', async () => {
      const opening = history.getByRole('row').filter({ hasText: 'Opening balance' });
      await expect(opening).toHaveCount(1);
      const granted = history.getByRole('row').filter({ hasText: 'Credits granted' }).first();
      await expect(granted).toContainText('Demo starting credits');
      await expect(granted).toContainText(/\+\d/);
      await expect(history).toContainText(/of \d+ entries/);
    });

    await test.step('filter by type', async () => {
      await page.getByRole('combobox', { name: 'Type', exact: true }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Credits granted' }).click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/type=ledger\.credits-granted/);
      await expect(history.getByRole('row').filter({ hasText: 'Opening balance' })).toHaveCount(0);
      await expect(history.getByRole('row').filter({ hasText: 'Credits granted' }).first()).toBeVisible();
    });

    await test.step('a date range without entries shows the empty state', async () => {
      await page.getByLabel('From', { exact: true }).fill('2001-01-01');
      await page.getByLabel('To', { exact: true }).fill('2001-01-31');
      await expect(history).toContainText('No entries match these filters');
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(history.getByRole('row').filter({ hasText: 'Opening balance' })).toHaveCount(1);
    });
  });
});

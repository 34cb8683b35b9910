import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import type { FinanceReport } from '@reagentswap/contracts';
import { ADMIN } from './support/accounts';
import { pathIs, signIn } from './support/pages';

const PHONE = { width: 375, height: 800 };
/** recharts draws no rectangle for a period of 0. */
const barsOf = (report: FinanceReport) => report.periods.filter((p) => p.exchangedCents > 0).length;
/** The next finance report the page receives for `granularity` (the page asks for days unless told otherwise). */
async function reportSentToPage(page: Page, granularity: FinanceReport['granularity']): Promise<FinanceReport> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/admin/finance' && (url.searchParams.get('granularity') ?? 'day') === granularity;
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as FinanceReport;
}
const credits = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

test.describe('admin Finance page', () => {
  test('at 375 px the admin opens Finance from the panel and sees the chart, the totals and the reconciliation; switches to months; exports CSV', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).not.toHaveURL(pathIs('/login'));
    await page.goto('/admin');
    // What the page must show: the report the API sent the page itself. A report fetched beside it
    // could differ: other tests, running at the same time, exchange credits.
    const dailyShown = reportSentToPage(page, 'day');
    await page.getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL(pathIs('/admin/finance'));
    await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
    const daily = await dailyShown;

    await test.step('the chart: a bar for each day of the default range with credits exchanged', async () => {
      const chart = page.getByTestId('finance-chart');
      await expect(chart.locator('svg.recharts-surface')).toBeVisible();
      await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(barsOf(daily));
    });

    await test.step('the totals and the reconciliation with the ledger, both figures', async () => {
      await expect(page.getByTestId('finance-summary')).toContainText(`Total exchanged (credits)${credits(daily.totalCents)}`);
      const check = page.getByTestId('finance-reconciliation');
      await expect(check).toContainText('Reconciled with the ledger');
      await expect(check).toContainText(`Report total ${credits(daily.reconciliation.reportTotalCents)} credits`);
      await expect(check).toContainText(`ledger total ${credits(daily.reconciliation.ledgerTotalCents)} credits`);
      const table = page.locator('.finance-table');
      if (daily.universities.length === 0) {
        await expect(table).toContainText('No university exchanged credits in this range');
      } else {
        const first = daily.universities[0];
        await expect(table.getByRole('row').filter({ hasText: first.universityName }).first()).toContainText(credits(first.receivedCents));
        await expect(table.getByRole('row').filter({ hasText: 'Total' })).toContainText(credits(daily.totalCents));
      }
    });

    await test.step('months: the range becomes the last 12 months', async () => {
      const monthlyShown = reportSentToPage(page, 'month');
      await page.getByText('Month', { exact: true }).click();
      await expect(page).toHaveURL(/granularity=month/);
      const monthly = await monthlyShown;
      expect(monthly.periods).toHaveLength(12);
      await expect(page.getByTestId('finance-chart').locator('.recharts-bar-rectangle')).toHaveCount(barsOf(monthly));
      await expect(page.getByTestId('finance-reconciliation')).toContainText('Reconciled with the ledger');
    });

    await test.step('nothing scrolls sideways at 375 px', async () => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });

    await test.step('Export CSV downloads the report', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^finance-month-.*\.csv$/);
      const csv = await readFile(await file.path(), 'utf8');
      expect(csv.split('\n')[0]).toBe('Section,Period start,University,Exchanged (credits),Received (credits),Paid (credits),Transfers');
      expect(csv).toMatch(/^Reconciliation,,,pass,,,$/m);
    });
  });
});

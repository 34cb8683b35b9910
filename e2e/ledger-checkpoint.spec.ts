import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { ADMIN } from './support/accounts';
import { pathIs, signIn } from './support/pages';

/**
 * The demo admin signs a ledger checkpoint, downloads it (a signed JSON file to keep outside the
 * database), sees the audit verify the ledger against it, and checks the kept file back. What a
 * rewritten ledger or a forged checkpoint does to the audit is proven against a tampered database
 * in ledger-checkpoint.int.spec.ts; the e2e database must stay sound for every other spec.
 */
test('an admin creates, downloads and verifies a signed ledger checkpoint', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await page.goto('/admin?tool=audit');

  const latest = page.getByTestId('ledger-checkpoint-latest');
  await expect(latest).not.toContainText('Loading');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/credits/checkpoints') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create checkpoint' }).click();
  const summary = (await (await created).json()) as { id: string; sequence: number; signature: string };
  expect(summary.signature).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByText(`Checkpoint created: ${summary.sequence.toLocaleString('en-US')} events signed`)).toBeVisible();
  await expect(latest).toContainText(`Last checkpoint:`);
  await expect(latest).toContainText(`${summary.sequence.toLocaleString('en-US')} events`);
  await expect(latest).toContainText('made by an admin');

  let keptPath = '';
  await test.step('the latest checkpoint downloads as a signed JSON file', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download latest checkpoint' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^ledger-checkpoint-.*-${summary.sequence}\\.json$`));
    keptPath = await file.path();
    const kept = JSON.parse(await readFile(keptPath, 'utf8')) as Record<string, unknown>;
    expect(kept).toMatchObject({
      format: 'reagentswap-ledger-checkpoint/1',
      id: summary.id,
      sequence: summary.sequence,
      signature: summary.signature,
    });
    expect(Array.isArray(kept.heads)).toBe(true);
  });

  await test.step("the audit checks the ledger against the checkpoint (the last one: other specs' may be newer)", async () => {
    await page.getByRole('button', { name: 'Run audit' }).click();
    await expect(page.getByTestId('audit-ok')).toContainText('Audit passed: the ledger is consistent');
    const verdict = page.getByTestId('audit-checkpoint');
    await expect(verdict).toContainText('Checkpoint verified');
    await expect(verdict).toHaveAttribute('data-status', 'verified');
  });

  await test.step('the kept file verifies against the ledger', async () => {
    await page.getByLabel('Kept checkpoint file').setInputFiles(keptPath);
    const verdict = page.getByTestId('kept-checkpoint-verdict');
    await expect(verdict).toContainText('Checkpoint verified');
    await expect(verdict).toContainText(`Checkpoint ${summary.id}`);
  });
});

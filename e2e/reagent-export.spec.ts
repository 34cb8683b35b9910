import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { registerApprovedMember, signInThroughApi } from './support/api';
import { listReagentThroughApi } from './support/swaps';

/** Issue 18: My Reagents' 'Export CSV' — the listings in the import's columns, CAS number and hazards included. */
test("a member exports My Reagents as CSV, with each listing's CAS number and hazards", async ({ page, request }) => {
  const member = await registerApprovedMember(request);
  const token = await signInThroughApi(page, member);
  const name = `Acetone ${Math.random().toString(36).slice(2, 8)}`;
  await listReagentThroughApi(request, token, { name, casNumber: '67-64-1', ghsPictograms: ['GHS02'], hazardStatements: ['H225'] });

  await page.goto('/my-reagents');
  await expect(page.getByText(name)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my_reagents.csv');
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('cas_number,ghs');
  const row = csv.split(/\r?\n/).find((line) => line.startsWith(name));
  expect(row).toContain('67-64-1,GHS02;H225');
});

import { expect, test } from './support/test';
import { ADMIN } from './support/accounts';
import { pathIs, signIn } from './support/pages';

/**
 * When the ledger's events were altered, the server refuses to rebuild the balances (409,
 * LEDGER_AUDIT_FAILED: proven against a tampered database in ledger-tamper.int.spec.ts). The e2e
 * database must stay sound for every other spec, so the server's answers are replayed here in the
 * shape it sends them, and this checks what the admin sees.
 */
const victim = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const finding = "The event's content does not match its hash: it was changed after it was written";
const refusal = {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  code: 'LEDGER_AUDIT_FAILED',
  detail:
    `Balances were not rebuilt: the ledger audit found 1 problem in the events themselves (first: account ${victim}, event 2: ${finding}). ` +
    'Rebuilding would turn altered events into spendable credits; investigate the ledger before rebuilding.',
  errors: [{ field: `account ${victim}, event 2`, message: `hash-mismatch: ${finding}` }],
};
const failedAudit = {
  ok: false,
  checkedEvents: 12,
  checkedAccounts: 4,
  checkedTransfers: 1,
  durationMs: 3,
  problems: [{ accountId: victim, sequence: 2, kind: 'hash-mismatch', message: finding }],
  problemCount: 1,
  eventProblemCount: 1,
};

test('the admin audit panel says why the balances were not rebuilt and where the chain is broken', async ({ page }) => {
  await page.route('**/api/admin/credits/rebuild', (route) =>
    route.fulfill({ status: 409, contentType: 'application/problem+json', body: JSON.stringify(refusal) }),
  );
  await page.route('**/api/admin/credits/audit', (route) => route.fulfill({ status: 200, json: failedAudit }));

  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await page.goto('/admin?tool=audit');

  await page.getByRole('button', { name: 'Rebuild balances' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rebuild' }).click();

  const alert = page.getByTestId('rebuild-refused');
  await expect(alert).toContainText('Balances were not rebuilt');
  await expect(alert).toContainText('the ledger audit found 1 problem in the events themselves');
  await expect(alert).toContainText(`account ${victim}, event 2`);
  // The audit runs again, so the findings are listed as well.
  await expect(page.getByTestId('audit-problems')).toContainText('Audit found 1 problem');
  await expect(page.getByText('Event altered')).toBeVisible();
});

import { expect, test } from './support/test';
import { ADMIN } from './support/accounts';
import { pathIs, signIn } from './support/pages';

/**
 * The admin's view of event deliveries that failed their last attempt. Parking and the retry are
 * proven against a real database in event-delivery.int.spec.ts (a subscriber made to fail); the
 * e2e server has no failing subscriber, so its answers are replayed here in the shape it sends
 * them, and this checks what the admin sees and that Retry asks the server.
 */
const parked = {
  id: '42',
  eventType: 'ledger.credits-adjusted',
  subscriber: 'reporting.log-credit-adjustments',
  attempts: 10,
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:5432',
  occurredAt: '2026-11-23T09:15:00.000Z',
  parkedAt: '2026-11-23T09:32:00.000Z',
};
/** Cut to its column: the admin hovers it for the rest. */
const long = {
  ...parked,
  id: '41',
  eventType: 'swaps.completed',
  subscriber: 'mail.send-swap-receipts',
  lastError: `Error: ${'the subscriber could not reach its database after ten attempts, '.repeat(3)}giving up`,
};

test('an admin sees a parked delivery on the admin panel and retries it', async ({ page }) => {
  let retried = false;
  await page.route('**/api/admin/event-deliveries/parked*', (route) =>
    route.fulfill({
      status: 200,
      json: retried ? { items: [], page: 1, pageSize: 10, total: 0 } : { items: [long, parked], page: 1, pageSize: 10, total: 2 },
    }),
  );
  await page.route('**/api/admin/event-deliveries/42/retry', (route) => {
    retried = route.request().method() === 'POST';
    return route.fulfill({ status: 204 });
  });

  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await page.goto('/admin');

  const card = page.getByTestId('parked-deliveries');
  await expect(card.getByRole('heading', { name: /Parked Event Deliveries/ })).toContainText('2');
  await expect(card).toContainText('ledger.credits-adjusted');
  await expect(card).toContainText('reporting.log-credit-adjustments');
  await expect(card).toContainText('connect ECONNREFUSED');

  // The error is cut to its column; the full text shows on hover only when it is cut.
  await card.locator('.parked-delivery__error').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(long.lastError);
  await card.getByText('reporting.log-credit-adjustments', { exact: true }).first().hover();
  await expect(page.getByRole('tooltip')).toBeHidden();
  await card.locator('.parked-delivery__error').nth(1).hover();
  await page.waitForTimeout(500);
  await expect(page.getByRole('tooltip')).toBeHidden();

  await card.getByRole('button', { name: 'Retry delivery of ledger.credits-adjusted to reporting.log-credit-adjustments' }).click();
  await expect(page.getByText('Delivery queued for another attempt')).toBeVisible();
  expect(retried).toBe(true);
  await expect(card).toContainText('Every event has reached its subscribers');
});

import { expect, test } from './support/test';
import { wcagViolations, pageSettled } from './support/a11y';
import { latestMailTo, registerApprovedMember, signInForApi, signInThroughApi } from './support/api';
import { pathIs } from './support/pages';
import { listReagentThroughApi } from './support/swaps';

const tag = () => Math.random().toString(36).slice(2, 8);

// Issue 19 item 2 (ADR 0028): a member saves a search on /reagents, is e-mailed when another member
// lists a match, finds it on /saved-searches (reached from the account menu), runs it, renames it
// by keyboard and deletes it.
test('a saved search alerts on a matching listing, runs, is renamed and deleted', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const [member, lister] = [await registerApprovedMember(request), await registerApprovedMember(request)];
  const word = tag();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, member);

  await test.step("'Save this search' keeps the query and filters, named after them by default", async () => {
    await page.goto(`/reagents?search=polymerase%20${word}&category=enzymes`);
    await expect(page.getByText('No reagents found')).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(`"polymerase ${word}" · Enzymes`);
    await expect(dialog.getByRole('radio', { name: /Right away/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const { accessToken } = await signInForApi(request, lister);
  const listing = await listReagentThroughApi(request, accessToken, { name: `Taq Polymérase ${word}`, category: 'enzymes' });

  await test.step('another member lists a match: one e-mail links to it', async () => {
    const mail = await latestMailTo(request, member.email, `/reagents/${listing.id}`);
    expect(mail.subject).toBe('A new reagent matches your saved search');
  });

  await test.step('/saved-searches, from the account menu, shows the search and its new match, axe clean', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Saved Searches' }).click();
    await expect(page).toHaveURL(pathIs('/saved-searches'));
    const item = page.getByRole('listitem').filter({ hasText: `"polymerase ${word}" · Enzymes` });
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(`"polymerase ${word}" · Enzymes`);
    await expect(item.getByText('Alerts right away')).toBeVisible();
    await expect(item.getByText('1 new match')).toBeVisible();
    await pageSettled(page);
    expect(await wcagViolations(page)).toEqual([]);
  });

  await test.step('it is renamed in place by keyboard', async () => {
    await page.getByRole('button', { name: /^Rename / }).click();
    const name = page.getByLabel('Name');
    await name.fill(`Taq ${word}`);
    await name.press('Enter');
    await expect(page.getByText('Saved search renamed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Taq ${word}` })).toBeVisible();
  });

  await test.step('Run opens /reagents with its filters, showing the match; its new match is then seen', async () => {
    await page.getByRole('link', { name: `Run Taq ${word}` }).click();
    await expect(page).toHaveURL(/\/reagents\?search=polymerase%20\w+&category=enzymes$/);
    await expect(page.getByRole('link', { name: listing.name })).toBeVisible();
    await page.goto('/saved-searches');
    await expect(page.getByRole('heading', { level: 2, name: `Taq ${word}` })).toBeVisible();
    await expect(page.getByText('1 new match')).toHaveCount(0);
  });

  await test.step('it is deleted after a confirm, leaving the empty state', async () => {
    await page.getByRole('button', { name: `Delete Taq ${word}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Saved search deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  });
  await context.close();
});

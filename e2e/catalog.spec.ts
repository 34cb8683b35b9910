import { expect, test, type Browser, type Page } from './support/test';
import sharp from 'sharp';
import { registerApprovedMember, signInThroughApi, type ApprovedMember } from './support/api';
import { chooseOption, pathIs } from './support/pages';
import { listReagentThroughApi } from './support/swaps';

const PHONE = { width: 375, height: 800 };
const tag = () => Math.random().toString(36).slice(2, 8);

/** A phone-photo-sized picture the browser must compress: 2400 × 1800, gradients with sensor-like noise, MBs as PNG. */
async function photo(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = Math.floor(i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = Math.min(255, (((x + y * (i % 3)) >> 4) % 240) + (seed & 15));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function memberPage(browser: Browser, member: ApprovedMember): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const token = await signInThroughApi(page, member);
  return { page, token };
}

/** Records, from inside the page, every status text that appears (progress can be too quick to poll). */
async function watchStatusTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenStatus: Set<string> }).seenStatus = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="status"]')) seen.add(node.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const sawStatus = (page: Page, text: string) =>
  page.evaluate((wanted) => [...(window as unknown as { seenStatus: Set<string> }).seenStatus].some((t) => t.includes(wanted)), text);

const cards = (page: Page) => page.getByRole('list', { name: 'Reagents' }).getByRole('listitem');

test.describe('catalog', () => {
  test('at 375 px a member uploads a reagent with a photo, compressed with progress; another member finds it by catalogue number and by a partial name', async ({
    browser,
    request,
  }) => {
    const [owner, finder] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const suffix = tag();
    const name = `Acetone ${suffix}`;
    const catalogNumber = `CAT-${suffix.toUpperCase()}`;
    const { page } = await memberPage(browser, owner);

    await page.goto('/reagents/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Reagent' })).toBeVisible();
    await test.step('the spec defaults and required-field messages', async () => {
      await expect(page.getByLabel('Amount')).toHaveValue('100');
      await expect(page.getByLabel('Storage Conditions')).toHaveValue('Room temperature');
      await page.getByRole('button', { name: 'Upload Reagent' }).click();
      await expect(page.getByText('Please fill in all required fields')).toBeVisible();
      await expect(page.getByText('Reagent name is required')).toBeVisible();
      await expect(page.getByText('Catalog number is required')).toBeVisible();
      await expect(page.getByText('Category is required')).toBeVisible();
    });

    await page.getByLabel('Reagent Name').fill(name);
    await page.getByLabel('Catalog Number').fill(catalogNumber);
    await chooseOption(page, 'Category', 'Chemicals');
    await page.getByLabel('Description').fill('HPLC grade, unopened bottle');

    await test.step('the form is kept as a draft across a reload', async () => {
      await page.reload();
      await expect(page.getByLabel('Reagent Name')).toHaveValue(name);
      await expect(page.getByLabel('Catalog Number')).toHaveValue(catalogNumber);
      await expect(page.getByLabel('Description')).toHaveValue('HPLC grade, unopened bottle');
    });

    await test.step('the photo is compressed in the browser, with progress', async () => {
      await watchStatusTexts(page);
      await page
        .getByTestId('reagent-image-input')
        .setInputFiles({ name: 'bench-photo.png', mimeType: 'image/png', buffer: await photo() });
      await expect(page.getByText(/^Image compressed by \d+%$/)).toBeVisible();
      expect(await sawStatus(page, 'Compressing image...')).toBe(true);
      await expect(page.getByRole('img', { name: 'Selected reagent' })).toBeVisible();
    });

    await test.step('upload, then the reagent page after 0.5 s', async () => {
      await page.getByRole('button', { name: 'Upload Reagent' }).click();
      await expect(page.getByText('Reagent uploaded successfully!')).toBeVisible();
      expect(await sawStatus(page, 'Uploading image...')).toBe(true);
      await expect(page).toHaveURL(/\/reagents\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('img', { name })).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);
      // The draft was cleared: a new form starts blank.
      await page.goto('/reagents/new');
      await expect(page.getByLabel('Reagent Name')).toHaveValue('');
    });
    await page.context().close();

    const other = await memberPage(browser, finder);
    await other.page.goto('/reagents');
    await expect(other.page.getByRole('heading', { level: 1, name: 'Browse Reagents' })).toBeVisible();
    // Phone layout: the filters open on demand.
    await other.page.getByRole('button', { name: 'Show Filters' }).click();
    const search = other.page.getByRole('textbox', { name: 'Search', exact: true });
    await test.step('by catalogue number', async () => {
      await search.fill(catalogNumber.toLowerCase());
      await expect(cards(other.page)).toHaveCount(1);
      await expect(cards(other.page).first()).toContainText(name);
      await expect(other.page.getByText('Showing 1 reagent')).toBeVisible();
    });
    await test.step('by a partial name', async () => {
      await search.fill(`acet ${suffix.slice(0, 4)}`);
      await expect(cards(other.page).filter({ hasText: name })).toHaveCount(1);
      await other.page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(search).toHaveValue('');
    });
    await test.step('a search that matches nothing', async () => {
      await search.fill(`zz${suffix}qq`);
      await expect(other.page.getByText('No reagents found')).toBeVisible();
    });
    await other.page.context().close();
  });

  test('text typed right after Clear Filters stays in the search box while the cleared URL arrives (a busy phone)', async ({
    browser,
    request,
  }) => {
    const { page } = await memberPage(browser, await registerApprovedMember(request));
    await page.goto('/reagents?search=acetone');
    await page.getByRole('button', { name: 'Show Filters' }).click();
    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    await expect(search).toHaveValue('acetone');
    // A phone's CPU: the router applies the cleared URL as a transition, a render or more after the click.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await search.pressSequentially('zz');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page).toHaveURL(/[?&]search=zz(&|$)/);
    await expect(search).toHaveValue('zz');
    await page.context().close();
  });

  test('the owner edits, removes and reactivates a reagent; someone else cannot edit it', async ({ browser, request }) => {
    const [owner, stranger] = [await registerApprovedMember(request), await registerApprovedMember(request)];
    const { page, token } = await memberPage(browser, owner);
    const reagent = await listReagentThroughApi(page.request, token, { name: `Tris buffer ${tag()}` });
    const renamed = `${reagent.name} (opened)`;

    await page.goto('/my-reagents');
    const available = page.getByRole('list', { name: 'Available reagents' });
    const card = available.getByRole('listitem').filter({ hasText: reagent.name });
    await expect(card).toContainText('Available');
    await expect(card).toContainText('250 mL');

    await test.step('edit', async () => {
      await card.getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(pathIs(`/reagents/${reagent.id}/edit`));
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Reagent Details' })).toBeVisible();
      await page.getByLabel('Reagent Name').fill(renamed);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Reagent updated successfully')).toBeVisible();
      await expect(page).toHaveURL(pathIs('/my-reagents'));
      await expect(available.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();
    });

    await test.step('remove, with confirmation', async () => {
      await available.getByRole('listitem').filter({ hasText: renamed }).getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Reagent removed successfully')).toBeVisible();
      await expect(available.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
    });

    await test.step('reactivate from the Removed tab', async () => {
      await page.getByRole('tab', { name: /Removed/ }).click();
      const removedCard = page.getByRole('list', { name: 'Removed reagents' }).getByRole('listitem').filter({ hasText: renamed });
      await expect(removedCard).toContainText('Unavailable');
      await removedCard.getByRole('button', { name: 'Reactivate' }).click();
      await expect(page.getByText('Reagent reactivated successfully')).toBeVisible();
      await page.getByRole('tab', { name: /Available/ }).click();
      await expect(available.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();
    });

    await test.step('?tab=swap-requests selects the Swap Requests tab', async () => {
      await page.goto('/my-reagents?tab=swap-requests');
      await expect(page.getByRole('tab', { name: /Swap Requests/, selected: true })).toBeVisible();
      await expect(page.getByText("You haven't received any swap requests yet.")).toBeVisible();
    });
    await page.context().close();

    const other = await memberPage(browser, stranger);
    await other.page.goto(`/community/profile/${owner.id}`);
    const listed = other.page.getByRole('list', { name: 'Available reagents' }).getByRole('listitem').filter({ hasText: renamed });
    await expect(listed).toContainText('250 mL');
    await expect(listed.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/reagents/${reagent.id}`);

    await other.page.goto(`/reagents/edit/${reagent.id}`);
    await expect(other.page.getByText("You don't have permission to edit this reagent")).toBeVisible();
    await expect(other.page).toHaveURL(pathIs('/my-reagents'));
    await other.page.context().close();
  });

  test('a CSV of 50 rows with 3 bad ones: 47 created, the 3 failures named with their lines', async ({ browser, request }) => {
    const owner = await registerApprovedMember(request);
    const { page } = await memberPage(browser, owner);
    const batch = tag();
    const rows = Array.from({ length: 50 }, (_, i) => {
      const line = i + 2; // the record number (the header is record 1)
      if (line === 11 || line === 26) return `,NONAME-${line},chemicals,,1,g,,1`;
      if (line === 41) return `"Row ${line} ${batch}",CAT-${line},unobtainium,,1,g,,1`;
      return `"Reagent ${line}, ${batch}",CAT-${line},${i % 2 ? 'Enzymes' : 'chemicals'},"multi
line",${line},mL,4 °C,1`;
    });
    /** The physical line record n starts on: good rows span two (a line break inside their quoted description). */
    const lineOf = (record: number) => 2 + rows.slice(0, record - 2).reduce((lines, row) => lines + row.split('\n').length, 0);
    const csv = `\uFEFFname,catalogue_number,category_id,description,amount,amount_unit,storage_conditions,number_of_packages\r\n${rows.join('\r\n')}\r\n`;

    await page.goto('/reagents/new');
    await page.getByRole('button', { name: 'Bulk Upload (CSV)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Reagents CSV' });
    await expect(dialog.getByRole('link', { name: 'Download Template' })).toHaveAttribute('href', '/api/reagents/import/template');
    await dialog.getByRole('button', { name: 'Upload Reagents' }).click();
    await expect(dialog.getByText('Please select a CSV file')).toBeVisible();

    await dialog.getByLabel('CSV file').setInputFiles({ name: 'freezer.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload Reagents' }).click();
    await expect(page.getByText('Successfully uploaded 47 reagents!').first()).toBeVisible();
    await expect(page.getByText('3 reagents failed to upload').first()).toBeVisible();
    const failures = dialog.getByRole('list', { name: 'Rows that failed' }).getByRole('listitem');
    await expect(failures).toHaveCount(3);
    await expect(failures.nth(0)).toContainText(`Line ${lineOf(11)} Missing required field 'name' for a reagent entry`);
    await expect(failures.nth(1)).toContainText(`Line ${lineOf(26)} `);
    await expect(failures.nth(2)).toContainText(`Line ${lineOf(41)} Row 41 ${batch}:`);
    await expect(failures.nth(2)).toContainText('unobtainium');

    // The same file again: the 47 rows are skipped as duplicates, until 'Import anyway' imports just those.
    await dialog.getByRole('button', { name: 'Upload Reagents' }).click();
    const skipped = dialog.getByRole('list', { name: 'Rows skipped as duplicates' }).getByRole('listitem');
    await expect(skipped).toHaveCount(47);
    await expect(skipped.first()).toContainText('Line 2 ');
    await dialog.getByRole('button', { name: 'Import anyway' }).click();
    await expect(dialog.getByText('Successfully uploaded 47 reagents!')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Rows skipped as duplicates' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/my-reagents');
    await expect(page.getByRole('tab', { name: 'Available (94)' })).toBeVisible();
    await page.context().close();
  });

  test('a guest opening a reagent link sees the detail page; the list asks them to sign in', async ({ browser, request, page }) => {
    const owner = await registerApprovedMember(request);
    const member = await memberPage(browser, owner);
    const reagent = await listReagentThroughApi(member.page.request, member.token, {
      name: `Guest view ${tag()}`,
      storageConditions: '-20 °C',
    });
    await member.page.context().close();

    await page.setViewportSize(PHONE);
    await page.goto(`/reagents/${reagent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: reagent.name })).toBeVisible();
    await expect(page.getByText('-20 °C')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Listed by' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Reagents' })).toHaveAttribute('href', '/reagents');

    // Request Swap, like Upload below, shows a guest the login prompt in place.
    await page.getByRole('link', { name: 'Request Swap' }).click();
    await expect(page).toHaveURL(pathIs(`/request-swap/${reagent.id}`));
    await expect(page.getByText('You must be logged in to create a swap request')).toBeVisible();

    await page.goto('/reagents');
    await expect(page).toHaveURL(pathIs('/login'));

    // Upload and My Reagents show the spec's login prompt in place (§2, §4) rather than redirecting.
    for (const [path, message] of [
      ['/reagents/new', 'You must be logged in to upload reagents'],
      ['/upload', 'You must be logged in to upload reagents'],
      ['/my-reagents', 'Please log in to view your reagents'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Not Logged In' })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
      await expect(page).toHaveURL(pathIs(path));
    }

    await page.goto('/reagents/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Reagent Not Found' })).toBeVisible();
    await expect(page.getByText("Oops! This reagent couldn't be found")).toBeVisible();
  });
});

import { expect, test } from './support/test';
import { newMember } from './support/accounts';
import { chooseOption } from './support/pages';

test.describe('adding a university and a lab while registering', () => {
  test('the dialogs validate, create the rows, and select them', async ({ page }) => {
    const member = newMember();
    const universityName = `Institute ${member.email.split('@')[0]}`;
    await page.goto('/register');

    await test.step('add a university', async () => {
      await chooseOption(page, 'University', 'Add new university/institution');
      const dialog = page.getByRole('dialog', { name: 'Add New University/Institution' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Add University', exact: true }).click();
      await expect(dialog.getByText('University name is required')).toBeVisible();
      await dialog.getByLabel('University/Institution Name').fill(universityName);
      await dialog.getByLabel('City').fill('Ghent');
      await chooseOption(page, 'Country', 'Belgium');
      await dialog.getByRole('button', { name: 'Add University', exact: true }).click();
      await expect(page.getByText('University added successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(
        page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'University', exact: true }) }),
      ).toContainText(universityName);
    });

    await test.step('add a lab to it', async () => {
      await chooseOption(page, 'Lab', 'Add new lab');
      const dialog = page.getByRole('dialog', { name: 'Add New Lab' });
      await dialog.getByLabel(/Lab Name/i).fill('Proteomics Core');
      await dialog.getByRole('button', { name: 'Add Lab', exact: true }).click();
      await expect(page.getByText('Lab added successfully')).toBeVisible();
      await expect(page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Lab', exact: true }) })).toContainText(
        'Proteomics Core',
      );
    });
  });
});

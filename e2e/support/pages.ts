import { expect, type Locator, type Page } from '@playwright/test';
import { PUSH_PROMPT_DISMISSED_KEY } from './api';

/** Picks an option in an antd Select found by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  const openDropdown = page.locator('.ant-select-dropdown:visible');
  const item = openDropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
  await expect(select).toBeEnabled();
  // The option list re-renders when its query resolves, and the dropdown moves while a dialog animates
  // in; antd drops a click that lands mid-render. So: click until the dropdown has closed after a click,
  // reopening it (and searching again) if it closed before any click reached the option.
  let clicked = false;
  await expect(async () => {
    const open = (await openDropdown.count()) > 0;
    if (clicked && !open) return;
    if (!open) {
      await select.click();
      await select.fill(option);
    }
    await item.click({ timeout: 2_000 });
    clicked = true;
    await expect(openDropdown).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

export interface RegistrationForm {
  email: string;
  username: string;
  university: string;
  lab: string;
  password: string;
}

export async function fillRegistrationForm(page: Page, form: RegistrationForm): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(form.email);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(form.username);
  await expect(page.getByRole('combobox', { name: 'Lab', exact: true })).toBeDisabled();
  await chooseOption(page, 'University', form.university);
  await chooseOption(page, 'Lab', form.lab);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(form.password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(form.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
}

/** Signs in through the form (the page shows it). Like signInThroughApi, as a member who already answered the push wizard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.evaluate((key) => window.localStorage.setItem(key, 'true'), PUSH_PROMPT_DISMISSED_KEY);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export function pathIs(expected: string) {
  return (url: URL) => url.pathname === expected;
}

/**
 * Signs out through the account menu. The menu opens with an animation and a click that lands
 * before it settles is lost (as it would be for a person), so open and click until the sign-out
 * request goes out.
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await expect(async () => {
    const logoutItem = page.getByRole('menuitem', { name: 'Logout' });
    if (!(await logoutItem.isVisible())) await page.getByRole('button', { name: /Account menu/ }).click();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'), { timeout: 3_000 });
    await logoutItem.click({ timeout: 3_000 });
    await loggedOut;
  }).toPass({ timeout: 20_000 });
}

/**
 * Does `action` and expects `toast` to show. A toast lasts 4 s from when it appears, and on a loaded machine the action
 * that raises it can take longer than that to return: with the wait started after the click, the test can look
 * only once the toast has gone. So the wait starts first; a toast with the same text still up from before is waited
 * out, so that it is not taken for the new one.
 */
export async function expectToastFrom(toast: Locator, action: () => Promise<unknown>): Promise<void> {
  await expect(toast).toHaveCount(0);
  const shown = expect(toast).toBeVisible();
  // Awaited below; if the action throws first, its error is the one reported.
  shown.catch(() => undefined);
  await action();
  await shown;
}

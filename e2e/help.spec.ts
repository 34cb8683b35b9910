import { expect, test } from './support/test';
import { pathIs } from './support/pages';

test.describe('help, contact and legal pages', () => {
  test('the Help Center: FAQ, How It Works, and the support form with its messages', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();

    await test.step('five FAQ entries', async () => {
      // An accordion: antd gives its headers the tab role.
      const faq = page.getByRole('tabpanel', { name: 'FAQ' });
      await expect(faq.getByRole('tab')).toHaveCount(5);
      await faq.getByRole('tab', { name: 'Who pays for shipping?' }).click();
      await expect(page.getByText('Shipping is usually paid by the providing lab.')).toBeVisible();
      await faq.getByRole('tab', { name: 'How does the credit system work?' }).click();
      await expect(page.getByText(/1 credit has a virtual value of 1 euro/)).toBeVisible();
    });

    await test.step('How It Works', async () => {
      await page.getByRole('tab', { name: 'How It Works' }).click();
      await expect(page.getByRole('heading', { name: 'Ship and confirm' })).toBeVisible();
    });

    await test.step('the support form checks its fields', async () => {
      await page.getByRole('tab', { name: 'Support' }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'support');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Please select an issue type')).toBeVisible();
      await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Too short');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    });

    await test.step('a valid request is sent', async () => {
      await page.getByRole('combobox', { name: 'Issue Type' }).click();
      const labels = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect(labels).toHaveText([
        'Account Issue',
        'Reagent Listing Problem',
        'Swap Process Issue',
        'Credits & Payment',
        'Bug Report',
        'Other',
      ]);
      await labels.filter({ hasText: 'Swap Process Issue' }).click();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace.hopper@example.edu');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('My swap request has been pending for a week.');
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/support') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      expect((await sent).postDataJSON()).toEqual({
        name: 'Grace Hopper',
        email: 'grace.hopper@example.edu',
        issueType: 'swap',
        message: 'My swap request has been pending for a week.',
      });
      await expect(page.getByText('Support request submitted!')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    });
  });

  test('a failing support request says so', async ({ page }) => {
    await page.route('**/api/support', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503,"detail":"Service unavailable"}' }),
    );
    await page.goto('/help?tab=support');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace.hopper@example.edu');
    await page.getByRole('combobox', { name: 'Issue Type' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Bug Report' }).click();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('The upload button does nothing.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Error submitting request')).toBeVisible();
    await expect(page.getByText('Please try again later or contact us directly')).toBeVisible();
    // What was typed stays, to try again.
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('The upload button does nothing.');
  });

  test('the contact form checks its fields and sends the message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(pathIs('/contact'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosalind Franklin');
    await page.getByRole('textbox', { name: 'Lab/University', exact: true }).fill('K');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rosalind@example.edu');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to join ReagentSwap with our lab.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Lab/University must be at least 2 characters')).toBeVisible();

    await page.getByRole('textbox', { name: 'Lab/University', exact: true }).fill("King's College London, Biophysics");
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  });

  test('privacy policy and terms, with their effective dates and a way home', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Effective date: 2025-09-01')).toBeVisible();
    await expect(page.getByText(/at least 18 years old/)).toBeVisible();
    await expect(page.getByText(/under 16/).first()).toBeVisible();

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Effective date: 1 Sep 2025')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(pathIs('/'));
  });
});

test.describe('install prompts', () => {
  // Automated browsers (navigator.webdriver) get no unsolicited prompts; these tests are about them.
  const presentAsPerson = () => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });

  test.describe('on an iPhone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });

    test("the home-screen dialog appears after 1.5 s; 'Don't show this message again' is remembered", async ({ page }) => {
      await page.addInitScript(presentAsPerson);
      await page.goto('/help');
      const dialog = page.getByRole('dialog', { name: 'Install ReagentSwap on your device' });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
      await expect(dialog).toContainText('Add to Home Screen');
      await dialog.getByRole('checkbox', { name: "Don't show this message again" }).check();
      await dialog.getByRole('button', { name: 'Got it' }).click();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('pwa-prompt-dismissed'))).toBe('true');

      // Next visit: no dialog; on iOS Safari the Install App card comes after 5 s instead.
      await page.reload();
      const card = page.getByRole('complementary', { name: 'Install ReagentSwap' });
      await expect(card).toBeVisible({ timeout: 8_000 });
      await expect(dialog).toHaveCount(0);
      await card.getByRole('button', { name: 'Install App' }).click();
      await expect(card).toContainText('Add to Home Screen');
      await card.getByRole('button', { name: 'Dismiss install prompt' }).click();
      await expect(card).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('install-app-prompt-dismissed'))).toBe('true');
    });
  });

  test('the Install App card follows the browser’s install offer', async ({ page }) => {
    await page.addInitScript(presentAsPerson);
    await page.goto('/help');
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    const card = page.getByRole('complementary', { name: 'Install ReagentSwap' });
    await expect(card).toBeVisible({ timeout: 6_000 });
    await card.getByRole('button', { name: 'Install App' }).click();
    await expect(card).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  });
});

import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { latestMailTo, registerApprovedMember, retryOnRateLimit, signInThroughApi, tokenFromLink } from './support/api';
import { chooseOption, pathIs, signIn, signOutThroughMenu } from './support/pages';
import { pushPromptHadItsChance, watchPushPromptDecisions } from './support/push-prompt';

interface ProfileBody {
  displayUsername: string | null;
  university: { id: string; name: string } | null;
  lab: { id: string; name: string } | null;
  city: string | null;
  country: string | null;
  expertise: string | null;
  researchInterests: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  email: string;
  pendingEmail: string | null;
  pushNotifications: boolean;
  pushMessages: boolean;
}

async function readProfile(page: Page, token: string): Promise<ProfileBody> {
  const response = await page.request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as ProfileBody;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

interface FakePushState {
  __permissionRequests?: number;
}

/**
 * Playwright's Chromium has no push service (and no Push API at all in its incognito-like
 * contexts), so PushManager is replaced by a fake that hands out a well-formed subscription;
 * everything around it (permission, service worker, VAPID key, the API calls) is real.
 * `askFirst`: the page sees permission 'default' until it calls Notification.requestPermission(),
 * which then goes to the browser (granted through context.grantPermissions). Also lets the page
 * show its unsolicited prompts, which automated browsers (navigator.webdriver) never get.
 */
async function fakePushManager(page: Page, { askFirst = false } = {}) {
  const endpoint = `http://localhost:9/e2e-push/${randomBytes(8).toString('hex')}`;
  const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await page.addInitScript(
    ({ endpoint: fakeEndpoint, keys: fakeKeys, askFirst: startAtDefault }) => {
      const state = window as unknown as FakePushState;
      if (startAtDefault) {
        Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
        const original = Notification.requestPermission.bind(Notification);
        let asked = false;
        Object.defineProperty(Notification, 'permission', { get: () => (asked ? 'granted' : 'default') });
        Notification.requestPermission = async () => {
          state.__permissionRequests = (state.__permissionRequests ?? 0) + 1;
          const answer = await original();
          asked = true;
          return answer;
        };
      }
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = () => Promise.resolve(current);
      PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
        current = {
          endpoint: fakeEndpoint,
          options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
          expirationTime: null,
          toJSON: () => ({ endpoint: fakeEndpoint, expirationTime: null, keys: fakeKeys }),
          unsubscribe: () => {
            current = null;
            return Promise.resolve(true);
          },
        } as unknown as PushSubscription;
        return Promise.resolve(current);
      };
    },
    { endpoint, keys, askFirst },
  );
  return { endpoint, keys };
}

test.describe('profile settings', () => {
  test('a member edits the personal fields; a link without a scheme is saved with https://', async ({ page, request }) => {
    const member = await registerApprovedMember(request);
    const token = await signInThroughApi(page, member);
    await page.goto('/profile');

    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    for (const tab of ['Personal', 'Email', 'Push', 'Security']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(textbox(page, 'Email')).toHaveValue(member.email);

    await test.step('an invalid website is refused with the spec message', async () => {
      await textbox(page, 'Website').fill('not a url');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Please enter a valid URL')).toBeVisible();
      await expect(textbox(page, 'Website')).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('choosing another university resets the lab', async () => {
      const universities = (await (await request.get('/api/universities')).json()) as Array<{ id: string; name: string }>;
      const other = universities.find((u) => u.id !== member.university.id);
      expect(other, 'the seed has a second university').toBeTruthy();
      const otherLabs = (await (await request.get(`/api/universities/${other!.id}/labs`)).json()) as Array<{ name: string }>;
      expect(otherLabs.length).toBeGreaterThan(0);

      await expect(page.getByRole('main').getByText(member.lab.name)).toBeVisible();
      await chooseOption(page, 'University', other!.name);
      await expect(page.getByRole('main').getByText(member.lab.name)).toHaveCount(0);
      await expect(page.getByRole('main').getByText('Select a lab')).toBeVisible();
      // Back to the original university and lab.
      await chooseOption(page, 'University', member.university.name);
      await chooseOption(page, 'Lab', member.lab.name);
    });

    await test.step('fill in and save the personal fields', async () => {
      await textbox(page, 'Display Name').fill('Dr. Edith Tester');
      await textbox(page, 'City').fill('Leuven');
      await chooseOption(page, 'Country', 'Belgium');
      await textbox(page, 'Expertise').fill('Cryo-EM,  Mass spectrometry ');
      await textbox(page, 'LinkedIn').fill('linkedin.com/in/edith-tester');
      await textbox(page, 'Website').fill('www.tester-lab.example.org/team');
      await textbox(page, 'Research Interests').fill('Membrane transporters\nand their structures.');

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'PATCH');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      await expect(textbox(page, 'Website')).toHaveValue('https://www.tester-lab.example.org/team');
      await expect(textbox(page, 'LinkedIn')).toHaveValue('https://linkedin.com/in/edith-tester');
      // The header follows the new display name.
      await expect(page.getByRole('button', { name: 'Account menu for Dr. Edith Tester' })).toBeVisible();
    });

    await test.step('the server stored the normalised values', async () => {
      const profile = await readProfile(page, token);
      expect(profile).toMatchObject({
        displayUsername: 'Dr. Edith Tester',
        city: 'Leuven',
        country: 'Belgium',
        expertise: 'Cryo-EM, Mass spectrometry',
        linkedinUrl: 'https://linkedin.com/in/edith-tester',
        websiteUrl: 'https://www.tester-lab.example.org/team',
        researchInterests: 'Membrane transporters\nand their structures.',
        university: { id: member.university.id },
        lab: { id: member.lab.id },
      });
      await page.reload();
      await expect(textbox(page, 'Website')).toHaveValue('https://www.tester-lab.example.org/team');
      await expect(textbox(page, 'City')).toHaveValue('Leuven');
    });

    await test.step('the public view shows the profile (/profile/{id}/edit)', async () => {
      await page.goto(`/profile/${member.id}/edit`);
      await expect(page.getByRole('heading', { level: 1, name: 'Dr. Edith Tester' })).toBeVisible();
      await expect(page.getByText('Cryo-EM', { exact: true })).toBeVisible();
      await expect(page.getByText('Mass spectrometry', { exact: true })).toBeVisible();
      await expect(page.getByText('Leuven, Belgium')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://www.tester-lab.example.org/team');
      await expect(page.getByText("This user hasn't uploaded any reagents yet.")).toBeVisible();
    });

    await test.step('changing the e-mail goes through a confirmation link', async () => {
      const newEmail = `renamed-${member.email}`;
      await page.goto('/profile');
      await textbox(page, 'Email').fill(newEmail);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Email update initiated. Please check your inbox for confirmation.')).toBeVisible();
      await expect(page.getByText(`Waiting for confirmation of ${newEmail}`)).toBeVisible();
      await expect(textbox(page, 'Email')).toHaveValue(member.email);

      const mail = await latestMailTo(request, newEmail, '/confirm-email?token=');
      await page.goto(`/confirm-email?token=${encodeURIComponent(tokenFromLink(mail.text!, '/confirm-email'))}`);
      await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to My Profile' }).click();
      await expect(textbox(page, 'Email')).toHaveValue(newEmail);
    });
  });

  test('a member changes the password and signs in with the new one', async ({ page, request }) => {
    const member = await registerApprovedMember(request);
    await signInThroughApi(page, member);
    await page.goto('/profile?tab=security');
    await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();

    const save = page.getByRole('button', { name: 'Save Changes' });
    await textbox(page, 'Current Password').fill(member.password);
    await textbox(page, 'New Password').fill('short');
    await textbox(page, 'Confirm New Password').fill('shorter');
    await save.click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await textbox(page, 'Current Password').fill('Wrong-password1!');
    await textbox(page, 'New Password').fill('Brand-new-pass1');
    await textbox(page, 'Confirm New Password').fill('Brand-new-pass1');
    await save.click();
    await expect(page.getByText('Failed to update password: Current password is incorrect')).toBeVisible();

    await textbox(page, 'Current Password').fill(member.password);
    await save.click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await expect(textbox(page, 'New Password')).toHaveValue('');

    await signOutThroughMenu(page);
    await expect(page).toHaveURL(pathIs('/'));

    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, member.email, 'Brand-new-pass1');
    await expect(page).toHaveURL(pathIs('/dashboard'));
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
    const member = await registerApprovedMember(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(pathIs('/forgot-password'));
    // The router keeps the sign-in form (which has an Email field too) on screen until the lazy
    // page has loaded: filling before the heading shows typed into the old form on a slow CI run.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await textbox(page, 'Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for this email, we have sent a link to reset your password.')).toBeVisible();

    const mail = await latestMailTo(request, member.email, '/reset-password?token=');
    await page.goto(`/reset-password?token=${encodeURIComponent(tokenFromLink(mail.text!, '/reset-password'))}`);
    await textbox(page, 'New Password').fill('weakpass');
    await textbox(page, 'Confirm New Password').fill('weakpass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must contain at least one uppercase letter');

    await textbox(page, 'New Password').fill('Recovered!2345');
    await textbox(page, 'Confirm New Password').fill('Recovered!2345');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(pathIs('/login'));
    await expect(page.getByText('Your password has been reset. You can now log in with your new password.')).toBeVisible();
    await signIn(page, member.email, 'Recovered!2345');
    await expect(page).toHaveURL(pathIs('/dashboard'));
  });

  test('push: with notifications allowed, switching push on subscribes this browser; toggles save at once', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const member = await registerApprovedMember(request);
    const push = await fakePushManager(page);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const token = await signInThroughApi(page, member);

    await test.step('switch push on', async () => {
      await page.goto('/profile?tab=push');
      const master = page.getByRole('switch', { name: 'Push Notifications' });
      await expect(master).not.toBeChecked();
      // Permission already granted: no Enable button.
      await expect(page.getByText('Notifications are allowed in this browser.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enable', exact: true })).toHaveCount(0);
      // Per-type toggles only while the master switch is on.
      await expect(page.getByRole('switch', { name: 'Messages' })).toHaveCount(0);

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'PATCH');
      const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST');
      await master.click();
      expect((await saved).request().postDataJSON()).toEqual({ pushNotifications: true });
      await expect(master).toBeChecked();
      const response = await subscribed;
      expect(response.status(), await response.text()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ endpoint: push.endpoint, keys: push.keys });
    });

    await test.step('a per-type toggle saves immediately', async () => {
      const messages = page.getByRole('switch', { name: 'Messages' });
      await expect(messages).toBeChecked();
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'PATCH');
      await messages.click();
      expect((await saved).request().postDataJSON()).toEqual({ pushMessages: false });
      await expect(messages).not.toBeChecked();
      expect(await readProfile(page, token)).toMatchObject({ pushNotifications: true, pushMessages: false });
    });

    await test.step('signing out removes this browser from the member’s devices', async () => {
      const removed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE');
      await signOutThroughMenu(page);
      const response = await removed;
      expect(response.status()).toBe(204);
      expect(response.request().postDataJSON()).toEqual({ endpoint: push.endpoint });
    });
  });

  test("push: 'Stay Updated Instantly' after sign-in; the Enable button asks for permission and subscribes", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    const member = await registerApprovedMember(request);
    const push = await fakePushManager(page, { askFirst: true });
    await watchPushPromptDecisions(page);
    // The browser grants the request when it comes (as if the member accepted the prompt).
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await signInThroughApi(page, member, { pushPrompt: 'unanswered' });

    await test.step("the modal appears a few seconds after sign-in; 'Maybe Later' is remembered", async () => {
      await page.goto('/dashboard');
      const modal = page.getByRole('dialog', { name: 'Stay Updated Instantly' });
      await expect(modal).toBeVisible({ timeout: 10_000 });
      await modal.getByRole('button', { name: 'Maybe Later' }).click();
      await expect(modal).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('push-prompt-dismissed'))).toBe('true');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Enable Push Notifications' })).toBeVisible();
      await pushPromptHadItsChance(page, 'flag-read');
      await expect(modal).toBeHidden();
    });

    await test.step('Enable requests the permission, subscribes and switches push on', async () => {
      await page.goto('/profile?tab=push');
      const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Enable', exact: true }).click();
      const response = await subscribed;
      expect(response.status(), await response.text()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ endpoint: push.endpoint, keys: push.keys });
      await expect(page.getByText('Notifications enabled')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as FakePushState).__permissionRequests)).toBe(1);
      // Hidden once granted; the master switch is on and the per-type toggles show.
      await expect(page.getByRole('button', { name: 'Enable', exact: true })).toHaveCount(0);
      await expect(page.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
      await expect(page.getByRole('switch', { name: 'Swap Offers' })).toBeVisible();
    });
  });

  test('email toggles depend on the master switch', async ({ page, request }) => {
    const member = await registerApprovedMember(request);
    const token = await signInThroughApi(page, member);
    await page.goto('/profile?tab=email');
    const master = page.getByRole('switch', { name: 'Email Notifications' });
    const messages = page.getByRole('switch', { name: 'Messages' });
    await expect(master).toBeChecked();
    await expect(messages).toBeEnabled();
    await master.click();
    for (const name of ['Swap Offers', 'Swap Responses', 'Messages']) {
      await expect(page.getByRole('switch', { name })).toBeDisabled();
    }
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    const response = await retryOnRateLimit(() => page.request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } }));
    expect(await response.json()).toMatchObject({ emailNotifications: false, notifyMessages: true, digestFrequency: 'weekly' });
  });
});

test('guests are asked to sign in for the profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(pathIs('/login'));
});

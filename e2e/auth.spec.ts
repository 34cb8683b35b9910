import { expect, test } from './support/test';
import { ALICE, newMember } from './support/accounts';
import { approveUser, findSeededUniversityWithLab } from './support/api';
import { fillRegistrationForm, pathIs, signIn, signOutThroughMenu } from './support/pages';

test.describe('accounts', () => {
  test('a new member registers, waits for approval, signs in, sees credits and signs out', async ({ page, request }) => {
    const { university, lab } = await findSeededUniversityWithLab(request);
    const member = newMember();

    await test.step('register', async () => {
      await page.goto('/register');
      await fillRegistrationForm(page, { ...member, university: university.name, lab: lab.name });
      const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      const response = await registered;
      expect(response.status()).toBe(201);
      const body = (await response.json()) as { user: { id: string } };
      member.id = body.user.id;
      await expect(page.getByRole('heading', { name: 'Registration Submitted' })).toBeVisible();
      await expect(page.getByText('pending approval by an administrator')).toBeVisible();
    });

    await test.step('signing in before approval leads to the pending page', async () => {
      await page.getByRole('link', { name: 'Return to Login' }).click();
      await expect(page).toHaveURL(pathIs('/login'));
      await signIn(page, member.email, member.password);
      await expect(page).toHaveURL(pathIs('/pending-approval'));
      await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
    });

    await test.step('an admin approves the account', async () => {
      await approveUser(request, member.id!);
    });

    await test.step('sign in and see the dashboard with the credit balance', async () => {
      await page.getByRole('link', { name: 'Back to Login' }).click();
      await expect(page).toHaveURL(pathIs('/login'));
      await signIn(page, member.email, member.password);
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(pathIs('/dashboard'));
      const credits = page.getByTestId('summary-credits');
      await expect(credits).toContainText('Credits Balance');
      await expect(credits).toContainText(/\d[\d.,]* credits/);
    });

    await test.step('the session survives a reload (refresh cookie)', async () => {
      await page.reload();
      await expect(page).toHaveURL(pathIs('/dashboard'));
      await expect(page.getByTestId('summary-credits')).toContainText(/\d[\d.,]* credits/);
    });

    await test.step('sign out', async () => {
      await signOutThroughMenu(page);
      await expect(page.getByText('You have been logged out')).toBeVisible();
      await expect(page).toHaveURL(pathIs('/'));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      // The refresh cookie is gone too: a guarded page sends us away again.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(pathIs('/'));
    });
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email is required');

    await signIn(page, ALICE.email, 'Not-the-password1!');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(pathIs('/login'));
  });

  test('registering an e-mail that is taken shows the server message', async ({ page, request }) => {
    const { university, lab } = await findSeededUniversityWithLab(request);
    await page.goto('/signup');
    await fillRegistrationForm(page, {
      ...newMember(),
      email: ALICE.email,
      university: university.name,
      lab: lab.name,
    });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page.getByText('Registration failed: An account with this email already exists')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registration Submitted' })).toHaveCount(0);
  });
});

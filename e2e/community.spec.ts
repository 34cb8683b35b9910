import { expect, test, type Page } from './support/test';
import { registerApprovedMember, signInThroughApi, type ApprovedMember } from './support/api';
import { chooseOption, pathIs } from './support/pages';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Gives the member a lab of their own and a distinctive expertise, through the API. */
async function setUpProfile(page: Page, member: ApprovedMember, token: string) {
  const suffix = unique();
  const labName = `E2E Community Lab ${suffix}`;
  const expertise = `E2E Expertise ${suffix}`;
  const lab = await page.request.post('/api/labs', { data: { name: labName, universityId: member.university.id } });
  expect(lab.status(), await lab.text()).toBe(201);
  const { id: labId } = (await lab.json()) as { id: string };
  const patch = await page.request.patch('/api/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      displayUsername: `Community Tester ${suffix}`,
      labId,
      expertise: `Cryo-EM, ${expertise}`,
      city: 'Delft',
      country: 'Netherlands',
    },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  return { labName, expertise, name: `Community Tester ${suffix}` };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Community members' }).getByRole('listitem');

test.describe('community', () => {
  test('members are found by lab and by expertise; filters clear; the own profile link goes to the settings', async ({ page, request }) => {
    const member = await registerApprovedMember(request);
    const other = await registerApprovedMember(request);
    const token = await signInThroughApi(page, member);
    const me = await setUpProfile(page, member, token);

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const search = page.getByPlaceholder('Search by name, lab, university, expertise...');
    await expect(cards(page).first()).toBeVisible();

    await test.step('search by lab', async () => {
      await search.fill(me.labName.toLowerCase());
      await expect(cards(page)).toHaveCount(1);
      const card = cards(page).first();
      await expect(card.getByRole('heading', { name: me.name })).toBeVisible();
      await expect(card).toContainText(me.labName);
      await expect(card).toContainText(member.university.name);
      await expect(card).toContainText('Delft, Netherlands');
      await expect(page).toHaveURL((url) => url.searchParams.get('search') === me.labName.toLowerCase());
    });

    await test.step('Clear Filters', async () => {
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(search).toHaveValue('');
      await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    });

    await test.step('filter by expertise, then nothing matches with another country', async () => {
      await chooseOption(page, 'Expertise', me.expertise);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first().getByRole('heading', { name: me.name })).toBeVisible();
      await chooseOption(page, 'Country', 'Belgium');
      await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();
      await expect(page.getByText('Try adjusting your filters to see more results')).toBeVisible();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page.getByRole('combobox', { name: 'Expertise', exact: true })).toBeVisible();
      await expect(page.getByText('All Expertise')).toBeVisible();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    });

    await test.step("another member's card: View Profile and Message", async () => {
      await search.fill(other.username);
      await expect(cards(page)).toHaveCount(1);
      const card = cards(page).first();
      await expect(card.getByRole('link', { name: /^Message / })).toHaveAttribute('href', `/conversation/${other.id}`);
      await card.getByRole('link', { name: /^View profile of / }).click();
      await expect(page).toHaveURL(pathIs(`/community/profile/${other.id}`));
      await expect(page.getByRole('heading', { level: 1, name: other.username })).toBeVisible();
      await expect(page.getByText(/Member since /)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/conversations/${other.id}`);
      await expect(page.getByText(other.lab.name)).toBeVisible();
      await expect(page.getByText("This user hasn't uploaded any reagents yet.")).toBeVisible();
      await page.getByRole('link', { name: 'Back to Community' }).click();
      await expect(page).toHaveURL(pathIs('/community'));
    });

    await test.step('the own card links to the own settings', async () => {
      await search.fill(me.labName);
      await expect(cards(page)).toHaveCount(1);
      const card = cards(page).first();
      await expect(card.getByRole('link', { name: /^Message / })).toHaveCount(0);
      await card.getByRole('link', { name: /^View profile of / }).click();
      await expect(page).toHaveURL(pathIs('/profile'));
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    });

    await test.step('an unknown member', async () => {
      await page.goto('/community/profile/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
      await expect(page.getByText('This user profile does not exist or has been removed')).toBeVisible();
      await page.getByRole('link', { name: 'Back to Community' }).click();
      await expect(page).toHaveURL(pathIs('/community'));
    });
  });
});

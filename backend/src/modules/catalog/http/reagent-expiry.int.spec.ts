import { addDays, expiryToday } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, tag, type Member } from '../testing/catalog.fixtures.js';

// Issue 18 item 4: Browse hides listings past their expiry date unless asked ('Show expired'), and
// My Reagents can narrow to those expiring within 30 days. "Today" is the UTC date (contracts' expiryToday).

describe('reagent expiry in Browse and My Reagents', () => {
  let t: TestApp;
  let owner: Member;
  let viewer: Member;
  const today = expiryToday();

  beforeAll(async () => {
    t = await createTestApp();
    [owner, viewer] = await Promise.all([member(t), member(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const browse = async (query: Record<string, string>) => {
    const res = await t.http().get('/api/reagents').query(query).set(bearer(viewer.token)).expect(200);
    return (res.body.items as { name: string }[]).map((r) => r.name).sort();
  };
  const count = async (query: Record<string, string>) =>
    (await t.http().get('/api/reagents/count').query(query).set(bearer(viewer.token)).expect(200)).body.total as number;

  it('hides listings whose expiry date is before today by default, and shows them with showExpired=true', async () => {
    const word = `Expirytest${tag()}`;
    await listReagent(t, owner, { name: `${word} yesterday`, expiryDate: addDays(today, -1) });
    await listReagent(t, owner, { name: `${word} today`, expiryDate: today });
    await listReagent(t, owner, { name: `${word} later`, expiryDate: addDays(today, 200) });
    await listReagent(t, owner, { name: `${word} undated`, expiryDate: null });

    expect(await browse({ search: word })).toEqual([`${word} later`, `${word} today`, `${word} undated`]);
    expect(await count({ search: word })).toBe(3);
    expect(await browse({ search: word, showExpired: 'true' })).toEqual([
      `${word} later`,
      `${word} today`,
      `${word} undated`,
      `${word} yesterday`,
    ]);
    expect(await count({ search: word, showExpired: 'true' })).toBe(4);
    expect(await browse({ search: word, showExpired: 'false' })).toHaveLength(3);
  });

  it('refuses a showExpired that is not true or false', async () => {
    await t.http().get('/api/reagents').query({ showExpired: 'yes' }).set(bearer(viewer.token)).expect(400);
  });

  it("keeps an expired listing on its owner's My Reagents and its detail page", async () => {
    const expired = await listReagent(t, owner, { expiryDate: addDays(today, -10) });
    const mine = await t.http().get('/api/reagents/mine').query({ limit: 60 }).set(bearer(owner.token)).expect(200);
    expect(mine.body.items.map((r: { id: string }) => r.id)).toContain(expired.id);
    const detail = await t.http().get(`/api/reagents/${expired.id}`).set(bearer(viewer.token)).expect(200);
    expect(detail.body.expiryDate).toBe(addDays(today, -10));
  });

  it("narrows My Reagents to 'Expiring soon': from today to 30 days ahead, not expired, not undated", async () => {
    const lister = await member(t);
    const list = (name: string, expiryDate: string | null) => listReagent(t, lister, { name, expiryDate });
    await list('today', today);
    await list('in 10 days', addDays(today, 10));
    await list('in 30 days', addDays(today, 30));
    await list('in 31 days', addDays(today, 31));
    await list('yesterday', addDays(today, -1));
    await list('undated', null);

    const soon = await t.http().get('/api/reagents/mine').query({ expiringSoon: 'true' }).set(bearer(lister.token)).expect(200);
    expect(soon.body.items.map((r: { name: string }) => r.name).sort()).toEqual(['in 10 days', 'in 30 days', 'today']);
    const all = await t.http().get('/api/reagents/mine').set(bearer(lister.token)).expect(200);
    expect(all.body.items).toHaveLength(6);
    await t.http().get('/api/reagents/mine').query({ expiringSoon: 'soon' }).set(bearer(lister.token)).expect(400);
  });
});

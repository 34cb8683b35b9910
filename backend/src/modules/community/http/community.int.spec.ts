import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import {
  bearer,
  createDirectory,
  memberWithProfile,
  registerPending,
  sql,
  tag,
  type Directory,
  type Member,
} from '../../../testing/member-builders.js';

describe('community directory and public profiles', () => {
  let t: TestApp;
  let dir: Directory;
  let viewer: Member;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let suspended: Member;
  let pending: { id: string; email: string };
  let rejected: { id: string; email: string };
  const id = tag();
  const members = () => [alice, bob, carol];

  beforeAll(async () => {
    t = await createTestApp();
    dir = await createDirectory(t, [`Genomics ${id}`, `Proteomics ${id}`], `Community University ${id}`);
    viewer = await signedInAccount(t);
    admin = await signedInAccount(t, { isAdmin: true });
    const base = { universityId: dir.universityId, labId: dir.labIds[0] };
    // Names chosen so that case-insensitive order differs from byte order.
    alice = await memberWithProfile(t, {
      ...base,
      displayUsername: `alice ${id}`,
      country: 'Belgium',
      expertise: 'PCR, Flow cytometry',
      researchInterests: `membrane transporters ${id}`,
    });
    bob = await memberWithProfile(t, {
      ...base,
      labId: dir.labIds[1],
      displayUsername: `Bob ${id}`,
      country: 'Netherlands',
      expertise: 'Mass spectrometry, pcr',
    });
    carol = await memberWithProfile(t, {
      ...base,
      displayUsername: `carol ${id}`,
      country: 'Belgium',
      expertise: 'Crystallography',
      linkedinUrl: 'linkedin.com/in/carol',
      websiteUrl: 'https://carol.example.org',
    });
    suspended = await memberWithProfile(t, {
      ...base,
      displayUsername: `Suspended ${id}`,
      country: 'Vatican City',
      expertise: `Hidden skill ${id}`,
    });
    await t.http().post(`/api/admin/users/${suspended.id}/suspend`).set(bearer(admin.token)).expect(200);
    pending = await registerPending(t, dir, `Pending ${id}`);
    rejected = await registerPending(t, dir, `Rejected ${id}`);
    await t.http().post(`/api/admin/users/${rejected.id}/reject`).set(bearer(admin.token)).expect(200);
  }, 60_000);
  afterAll(() => t.close());

  const list = (query: Record<string, string | number>) => t.http().get('/api/community').query(query).set(bearer(viewer.token));
  const names = (body: { items: { displayName: string }[] }) => body.items.map((i) => i.displayName);

  it('lists only approved, active members, ordered by display name then username', async () => {
    const res = await list({ university: dir.universityName }).expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 24, total: 3 });
    expect(names(res.body)).toEqual([`alice ${id}`, `Bob ${id}`, `carol ${id}`]);
    expect(res.body.items[0]).toEqual({
      id: alice.id,
      displayName: `alice ${id}`,
      displayUsername: `alice ${id}`,
      username: alice.email.split('@')[0],
      university: { id: dir.universityId, name: dir.universityName },
      lab: { id: dir.labIds[0], name: `Genomics ${id}` },
      city: 'Testville',
      country: 'Belgium',
      location: null,
      expertise: 'PCR, Flow cytometry',
      researchInterests: `membrane transporters ${id}`,
      linkedinUrl: null,
      websiteUrl: null,
      memberSince: expect.any(String),
    });
  });

  it('never returns e-mail addresses or the hidden accounts', async () => {
    const res = await list({ search: id, pageSize: 100 }).expect(200);
    const text = JSON.stringify(res.body);
    for (const m of [...members(), suspended, pending, rejected]) expect(text).not.toContain(m.email);
    expect(text).not.toContain('@');
    const ids = res.body.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining(members().map((m) => m.id)));
    for (const hidden of [suspended.id, pending.id, rejected.id]) expect(ids).not.toContain(hidden);
  });

  it('searches name, lab, university, research interests and expertise, ignoring case', async () => {
    expect(names((await list({ search: `ALICE ${id}` }).expect(200)).body)).toEqual([`alice ${id}`]);
    expect(names((await list({ search: `proteomics ${id}` }).expect(200)).body)).toEqual([`Bob ${id}`]);
    expect((await list({ search: `community university ${id}` }).expect(200)).body.total).toBe(3);
    expect(names((await list({ search: `TRANSPORTERS ${id}` }).expect(200)).body)).toEqual([`alice ${id}`]);
    expect(names((await list({ search: 'crystallography', university: dir.universityName }).expect(200)).body)).toEqual([`carol ${id}`]);
    // LIKE wildcards in the search are literal characters.
    expect((await list({ search: `%${id}` }).expect(200)).body.total).toBe(0);
  });

  it('filters country and university exactly and expertise by one whole item, ignoring case', async () => {
    const uni = dir.universityName;
    expect(names((await list({ university: uni, country: 'Belgium' }).expect(200)).body)).toEqual([`alice ${id}`, `carol ${id}`]);
    expect((await list({ university: uni, country: 'belgium' }).expect(200)).body.total).toBe(0);
    expect((await list({ university: uni.toUpperCase() }).expect(200)).body.total).toBe(0);
    expect(names((await list({ university: uni, expertise: 'pcr' }).expect(200)).body)).toEqual([`alice ${id}`, `Bob ${id}`]);
    expect(names((await list({ university: uni, expertise: 'FLOW CYTOMETRY' }).expect(200)).body)).toEqual([`alice ${id}`]);
    expect((await list({ university: uni, expertise: 'flow' }).expect(200)).body.total).toBe(0);
    // The "All" options mean no filter.
    const all = await list({ search: id, country: 'all-countries', university: 'all-universities', expertise: 'all-expertise' }).expect(
      200,
    );
    expect(all.body.total).toBe(3);
  });

  it('paginates with a bound', async () => {
    const first = await list({ university: dir.universityName, pageSize: 2 }).expect(200);
    const second = await list({ university: dir.universityName, pageSize: 2, page: 2 }).expect(200);
    const third = await list({ university: dir.universityName, pageSize: 2, page: 3 }).expect(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(names(first.body)).toEqual([`alice ${id}`, `Bob ${id}`]);
    expect(names(second.body)).toEqual([`carol ${id}`]);
    expect(third.body).toMatchObject({ items: [], page: 3, total: 3 });
    expect((await list({ pageSize: 101 }).expect(400)).body.detail).toBe('pageSize must be between 1 and 100');
    expect((await list({ page: 0 }).expect(400)).body.detail).toBe('page must be at least 1');
  });

  it('offers filter values from listed members only', async () => {
    const res = await t.http().get('/api/community/filters').set(bearer(viewer.token)).expect(200);
    expect(res.body.universities).toContain(dir.universityName);
    expect(res.body.countries).toEqual(expect.arrayContaining(['Belgium', 'Netherlands']));
    expect(res.body.expertise).toEqual(expect.arrayContaining(['Flow cytometry', 'Mass spectrometry', 'Crystallography']));
    // 'PCR' and 'pcr' are one option.
    expect(res.body.expertise.filter((e: string) => e.toLowerCase() === 'pcr')).toHaveLength(1);
    expect(res.body.expertise).not.toContain(`Hidden skill ${id}`);
    expect(res.body.countries).not.toContain('Vatican City');
  });

  it('shows a public profile with normalised links and without private data', async () => {
    await sql(t, 'update profiles set linkedin_url = ?, website_url = ? where user_id = ?', [
      'linkedin.com/in/alice',
      'javascript:alert(1)',
      alice.id,
    ]);
    const res = await t.http().get(`/api/community/profiles/${alice.id}`).set(bearer(viewer.token)).expect(200);
    expect(res.body).toMatchObject({
      id: alice.id,
      displayName: `alice ${id}`,
      linkedinUrl: 'https://linkedin.com/in/alice',
      websiteUrl: null,
      memberSince: expect.any(String),
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'city',
        'country',
        'displayName',
        'displayUsername',
        'expertise',
        'id',
        'lab',
        'linkedinUrl',
        'location',
        'memberSince',
        'researchInterests',
        'university',
        'username',
        'websiteUrl',
      ].sort(),
    );
    expect(JSON.stringify(res.body)).not.toContain('@');
    const carolRes = await t.http().get(`/api/community/profiles/${carol.id}`).set(bearer(viewer.token)).expect(200);
    expect(carolRes.body).toMatchObject({ linkedinUrl: 'https://linkedin.com/in/carol', websiteUrl: 'https://carol.example.org' });
  });

  it("answers 'User not found' for unknown, pending, rejected and suspended members", async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', pending.id, rejected.id, suspended.id]) {
      const res = await t.http().get(`/api/community/profiles/${userId}`).set(bearer(viewer.token)).expect(404);
      expect(res.body).toMatchObject({ status: 404, detail: 'User not found' });
    }
  });

  it('lets an admin open any profile (spec §6), and nobody signed out', async () => {
    await t.http().get(`/api/community/profiles/${suspended.id}`).set(bearer(admin.token)).expect(200);
    await t.http().get(`/api/community/profiles/${pending.id}`).set(bearer(admin.token)).expect(200);
    await t.http().get(`/api/community/profiles/${alice.id}`).expect(401);
    await t.http().get('/api/community').expect(401);
    await t.http().get('/api/community/filters').expect(401);
  });
});

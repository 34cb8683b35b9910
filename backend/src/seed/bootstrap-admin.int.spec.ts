import { loadConfig } from '../config/load-config.js';
import { DETACH_ADMINS_FROM_INVENTED_INSTITUTIONS } from '../modules/identity/migrations/Migration20261123400000_admins_without_institution.js';
import { bearer, sql } from '../modules/identity/testing/identity.fixtures.js';
import { createTestApp, signedInAccount, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../testing/test-app.js';
import { seed } from './seed.js';

interface Named {
  id: string;
  name: string;
}

/** Admins get no invented university or lab (issue 8): nothing of the kind reaches the public pickers. */
describe('the bootstrap and demo admins', () => {
  let t: TestApp;
  const adminEmail = uniqueEmail('bootstrap-admin');

  beforeAll(async () => {
    t = await createTestApp();
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: STRONG_PASSWORD,
      DATA_DIR: 'var/test-data',
    });
    await seed(t.app, config);
  });
  afterAll(() => t.close());

  const profileOf = async (email: string) => {
    const [row] = await sql(
      t,
      `select p.university_id, p.lab_id, p.city, p.country, u.is_admin
         from users u join profiles p on p.user_id = u.id where u.email = ?`,
      [email],
    );
    return row;
  };

  it('have no university, lab, city or country', async () => {
    for (const email of [adminEmail, 'admin@reagentswap.local']) {
      expect(await profileOf(email)).toEqual({ university_id: null, lab_id: null, city: null, country: null, is_admin: true });
    }
  });

  it('add nothing to the registration pickers', async () => {
    const universities = (await t.http().get('/api/universities').expect(200)).body as Named[];
    expect(universities.map((u) => u.name)).not.toContain('ReagentSwap');
    const labNames: string[] = [];
    for (const university of universities) {
      const labs = (await t.http().get(`/api/universities/${university.id}/labs`).expect(200)).body as Named[];
      labNames.push(...labs.map((l) => l.name));
    }
    expect(labNames).not.toContain('Administration');
    expect(labNames).not.toContain('Platform Operations');
  });

  it('sign in and keep no institution in the community filters', async () => {
    await t.http().post('/api/auth/login').send({ email: adminEmail, password: STRONG_PASSWORD }).expect(200);
    const member = await signedInAccount(t);
    const filters = await t.http().get('/api/community/filters').set(bearer(member.token)).expect(200);
    expect(filters.body.universities).not.toContain('ReagentSwap');
  });

  describe('a database seeded before the change', () => {
    /** What the old seed did: the admin at the university 'ReagentSwap', lab 'Administration'. */
    const seedTheOldWay = async (email: string) => {
      const admin = await signedInAccount(t, { isAdmin: true, email });
      const [university] = await sql<{ id: string }>(
        t,
        `insert into universities (name, city, country) values ('ReagentSwap', 'Online', 'Switzerland')
           on conflict ((lower(name))) do update set city = excluded.city returning id`,
      );
      const [lab] = await sql<{ id: string }>(
        t,
        `insert into labs (name, university_id) values ('Administration', ?)
           on conflict (university_id, (lower(name))) do update set name = excluded.name returning id`,
        [university!.id],
      );
      await sql(t, `update profiles set university_id = ?, lab_id = ?, city = 'Online', country = 'Switzerland' where user_id = ?`, [
        university!.id,
        lab!.id,
        admin.id,
      ]);
      return { admin, universityId: university!.id, labId: lab!.id };
    };
    const cleanUp = () => sql(t, DETACH_ADMINS_FROM_INVENTED_INSTITUTIONS);
    const count = async (table: 'universities' | 'labs', id: string) =>
      Number((await sql<{ n: string }>(t, `select count(*) as n from ${table} where id = ?`, [id]))[0]!.n);

    it('loses the invented institution when only admins used it', async () => {
      const { admin, universityId, labId } = await seedTheOldWay(uniqueEmail('old-admin'));
      await cleanUp();
      const [profile] = await sql(t, `select university_id, lab_id, city, country from profiles where user_id = ?`, [admin.id]);
      expect(profile).toEqual({ university_id: null, lab_id: null, city: null, country: null });
      expect(await count('labs', labId)).toBe(0);
      expect(await count('universities', universityId)).toBe(0);
    });

    it('keeps it for a member who picked it, and still detaches the admin', async () => {
      const { admin, universityId, labId } = await seedTheOldWay(uniqueEmail('old-admin'));
      const member = await signedInAccount(t);
      await t.http().patch('/api/profile').set(bearer(member.token)).send({ universityId, labId }).expect(200);
      await cleanUp();
      const [adminProfile] = await sql(t, `select university_id, lab_id from profiles where user_id = ?`, [admin.id]);
      expect(adminProfile).toEqual({ university_id: null, lab_id: null });
      const [memberProfile] = await sql(t, `select university_id, lab_id from profiles where user_id = ?`, [member.id]);
      expect(memberProfile).toEqual({ university_id: universityId, lab_id: labId });
      expect(await count('labs', labId)).toBe(1);
      expect(await count('universities', universityId)).toBe(1);
      // Leave the database as a fresh one would be for the other tests.
      await sql(t, `update profiles set university_id = null, lab_id = null where user_id = ?`, [member.id]);
      await cleanUp();
    });
  });
});

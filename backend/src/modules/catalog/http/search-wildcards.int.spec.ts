import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { bearer, listReagent, member, tag, type Member } from '../testing/catalog.fixtures.js';

/**
 * Issue 14, item 5: the search term is folded in the database (catalog_fold: lower + unaccent),
 * which turns the fullwidth `％` and `＿` into `%` and `_`. Escaped before that fold, they became
 * live wildcards. likeLiteral normalises (NFKC) before escaping: they match only literal text.
 */
describe('catalog search: fullwidth wildcards are literal (API)', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  const unique = tag();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    owner = await member(t);
    other = await member(t);
    for (const [key, name] of Object.entries({
      percent: `Tris 50% ${unique}`,
      noPercent: `Tris 50x ${unique}`,
      underscore: `PEG a_b ${unique}`,
      noUnderscore: `PEG axb ${unique}`,
    })) {
      ids[key] = (await listReagent(t, owner, { name })).id;
    }
  }, 60_000);
  afterAll(() => t.close());

  const search = async (term: string) =>
    (
      (
        await t
          .http()
          .get('/api/reagents')
          .query({ search: `${unique} ${term}` })
          .set(bearer(other.token))
          .expect(200)
      ).body.items as { id: string }[]
    )
      .map((r) => r.id)
      .sort();

  it('a fullwidth percent (％) finds only the listing with a literal percent sign', async () => {
    expect(await search('\uff05')).toEqual([ids.percent]);
    expect(await search('50\uff05')).toEqual([ids.percent]);
  });

  it('a fullwidth low line (＿) finds only the listing with a literal underscore', async () => {
    expect(await search('a\uff3fb')).toEqual([ids.underscore]);
    expect(await search('\uff3f')).toEqual([ids.underscore]);
  });

  it('the ASCII forms stay literal too, and plain words still match', async () => {
    expect(await search('%')).toEqual([ids.percent]);
    expect(await search('a_b')).toEqual([ids.underscore]);
    expect(await search('tris')).toEqual([ids.percent, ids.noPercent].sort());
  });
});

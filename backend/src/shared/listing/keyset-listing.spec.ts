import { KEYSET_CURSOR, keysetPageSize, searchWordConditions } from './keyset-listing.js';

describe('keyset listing helpers', () => {
  it('turns each search word into one folded like, escaping like wildcards, up to the word limit', () => {
    const { conditions, params } = searchWordConditions('  50%  a_b  c\\d e f ', 4);
    expect(params).toEqual(['50\\%', 'a\\_b', 'c\\\\d', 'e']);
    expect(conditions).toHaveLength(4);
    expect(new Set(conditions)).toEqual(new Set([`r.search_text like '%' || catalog_fold(?) || '%'`]));
  });

  it('adds nothing for an empty or missing search', () => {
    expect(searchWordConditions('   ', 5)).toEqual({ conditions: [], params: [] });
    expect(searchWordConditions(undefined, 5)).toEqual({ conditions: [], params: [] });
  });

  it('clamps the page size to the limits and defaults it', () => {
    const limits = { defaultPageSize: 24, maxPageSize: 60 };
    expect(keysetPageSize(undefined, limits)).toBe(24);
    expect(keysetPageSize(0, limits)).toBe(1);
    expect(keysetPageSize(500, limits)).toBe(60);
    expect(keysetPageSize(7.9, limits)).toBe(7);
  });

  it('accepts only a positive listing sequence as a cursor', () => {
    expect(KEYSET_CURSOR.test('42')).toBe(true);
    for (const bad of ['0', '-1', '01', '1e3', '1234567890123456789', "1' or 1=1"]) expect(KEYSET_CURSOR.test(bad)).toBe(false);
  });
});

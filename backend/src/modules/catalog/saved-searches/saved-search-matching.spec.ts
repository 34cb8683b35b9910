import { byMemberBatches } from './saved-search-matching.js';
import type { SavedSearchRow } from './saved-search.row.js';

const searchesOf = (member: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${member}-${i}`, member_id: member }) as SavedSearchRow);

describe('byMemberBatches', () => {
  it("never splits a member's searches over two statements, and keeps each under 50", () => {
    const searches = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].flatMap((member, i) => searchesOf(member, [20, 3, 20, 20, 1, 20, 7][i]!));
    const batches = byMemberBatches(searches);
    expect(batches.flat()).toEqual(searches);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(50);
    const batchOf = new Map(batches.flatMap((batch, i) => batch.map((s) => [s.member_id, i] as const)));
    for (const [i, batch] of batches.entries()) for (const s of batch) expect(batchOf.get(s.member_id)).toBe(i);
  });

  it('makes none of nothing', () => {
    expect(byMemberBatches([])).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { SWAP_TAGS_ON_RECONNECT, swapTagsOnStatus } from './swapTags';

describe('the swaps feature reacts to pushes with its own tags', () => {
  it("a 'swap:status' refetches that swap, the lists and the counts", () => {
    expect(swapTagsOnStatus({ swapId: 's-1' })).toEqual([
      { type: 'Swap', id: 's-1' },
      { type: 'Swap', id: 'LIST' },
      { type: 'Swap', id: 'COUNTS' },
    ]);
  });

  it("names no other feature's tag (credits and catalog listen to the push themselves)", () => {
    const types = [...swapTagsOnStatus({ swapId: 's-1' }), ...SWAP_TAGS_ON_RECONNECT].map((tag) =>
      typeof tag === 'string' ? tag : tag.type,
    );
    expect(new Set(types)).toEqual(new Set(['Swap']));
  });
});

import type { SwapStatusPush } from '@reagentswap/contracts';

// The swaps feature's cache tags: 'Swap' per id, plus the lists and the counts. Pure (no RTK Query
// import), so the mapping from pushes to tags is unit-tested on its own.
export const SWAP_LIST = { type: 'Swap', id: 'LIST' } as const;
export const SWAP_COUNTS = { type: 'Swap', id: 'COUNTS' } as const;
const swapTag = (id: string) => ({ type: 'Swap', id }) as const;

/** A pushed 'swap:status': that swap's detail, the lists it sits in and the badges' counts. */
export const swapTagsOnStatus = ({ swapId }: Pick<SwapStatusPush, 'swapId'>) => [swapTag(swapId), SWAP_LIST, SWAP_COUNTS];

/** The socket came back after a drop: any swap may have changed meanwhile. */
export const SWAP_TAGS_ON_RECONNECT = ['Swap'] as const;

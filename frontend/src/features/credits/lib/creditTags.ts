// The credits feature's reactions to pushes, as tags (pure, unit-tested). A swap's change moves
// credits (approval reserves, rejection or cancellation releases, completion pays), and no push
// names balances, so credits listens to 'swap:status' itself rather than swaps reaching into its cache.

/** A pushed 'swap:status': the member's balance (available and reserved) may have moved. */
export const CREDIT_TAGS_ON_SWAP_STATUS = ['CreditBalance'] as const;

/** The socket came back after a drop: a swap may have moved credits meanwhile. */
export const CREDIT_TAGS_ON_RECONNECT = ['CreditBalance'] as const;

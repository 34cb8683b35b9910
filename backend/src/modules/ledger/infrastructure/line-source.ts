/** A process name as callers write it at the head of their keys: 'swap', 'seed-grant', 'admin-adjust'. */
const SOURCE = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Which process of the product moved the credits of a line, as its caller's idempotency key says:
 * a key `<source>:<correlationId>:<step>` names its source (the swaps module writes
 * `swap:{swapId}:reserve|release|transfer`, ADR 0010). Keys of any other form (an admin's
 * adjustment, the seed, a key without a correlation id) have none. The ledger stays ignorant of
 * what a source is; the history only reports it, so a statement can link a line to its swap.
 */
export function lineSourceOf(idempotencyKey: string, correlationId: string | null): string | null {
  if (correlationId === null) return null;
  const [source, correlation, step, ...rest] = idempotencyKey.split(':');
  if (rest.length > 0 || !step || correlation !== correlationId) return null;
  return SOURCE.test(source) ? source : null;
}

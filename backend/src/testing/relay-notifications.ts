import pg from 'pg';

/**
 * How many notifications reach the outbox relays' channel (`outbox_relay`) while `work` runs and for
 * `settleMs` after: what a test of the relays' wake-ups (ADR 0004's coalesced ledger kicks, ADR 0034's
 * quiet message commits) counts. Listens on a connection of its own, so the app's pool is not involved.
 */
export async function relayNotificationsDuring(work: () => Promise<unknown>, settleMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  let heard = 0;
  client.on('notification', () => (heard += 1));
  await client.query('listen outbox_relay');
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  } finally {
    await client.end();
  }
  return heard;
}

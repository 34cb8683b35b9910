import { Migration } from '@mikro-orm/migrations';
import { sendFunction, WITH_PARTIES } from './Migration20261128200000_message_event_parties.js';

/**
 * A send in its own transaction commits without a NOTIFY (issue 16, ADR 0034), as the ledger's
 * transfers do since Migration20261127700210: a transaction that NOTIFYs holds, from its commit
 * until its WAL is flushed, a lock every other notifying commit on the database waits for, so at
 * 500 messages/s every send queued behind the one before it; and every commit woke every relay
 * for a pass of one or two events. messaging_send now asks the outbox trigger to stay quiet for
 * its row when the message is pushed live (p_pushed_live: the send is its own transaction, and its
 * writer acts after the commit); the writer then owes the relays a wake-up, which RelayWakeUp sends,
 * one NOTIFY for all the sends of its interval. A message written inside a caller's transaction
 * (a swap's) still notifies at the caller's commit.
 */
export class Migration20261128300100_messaging_send_announce_later extends Migration {
  override name = 'Migration20261128300100_messaging_send_announce_later';

  up(): void {
    this.addSql(sendFunction(WITH_PARTIES, true));
  }

  override down(): void {
    this.addSql(sendFunction(WITH_PARTIES));
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Counter-offers (issue 19 item 3, ADR 0027).
 *
 * swap_requests.counter_offer_cents: the owner's counter-offer awaiting the requester's answer —
 * the same 10–100 credits in steps of 5 as an offer, only on a pending credit offer. The amount the
 * requester offers stays in credit_offer_cents (a counter back replaces it), so "whose turn" is
 * whether a counter is on the table.
 * swap_requests.offered_at: when the round on the table was made (the request, an edit, a counter,
 * a counter back); a pending credit offer expires 7 days after it. Existing rows start their week
 * now, so no swap expires the moment this ships. The partial index is what the expiry schedule reads.
 * swap_transitions: the rounds' actions, and the amount each named (`credits_cents`).
 */
export class Migration20261127995000_counter_offers extends Migration {
  override name = 'Migration20261127995000_counter_offers';

  override up(): void {
    this.addSql(`
      alter table swaps.swap_requests
        add column counter_offer_cents integer
          check (counter_offer_cents between 1000 and 10000 and counter_offer_cents % 500 = 0),
        add column offered_at timestamptz not null default now(),
        add constraint swap_requests_counter_only_pending_credits
          check (counter_offer_cents is null or (status = 'pending' and offer_kind = 'credits'))`);
    this.addSql(
      `create index swap_requests_expiring on swaps.swap_requests (offered_at) where status = 'pending' and offer_kind = 'credits'`,
    );
    this.addSql(`alter table swaps.swap_transitions drop constraint swap_transitions_action_check`);
    this.addSql(`
      alter table swaps.swap_transitions
        add constraint swap_transitions_action_check check (action in (
          'requested', 'approved', 'rejected', 'cancelled', 'edited', 'shipped', 'completed',
          'countered', 'counter-accepted', 'counter-declined', 'expired')),
        add column credits_cents integer check (credits_cents > 0)`);
  }
}

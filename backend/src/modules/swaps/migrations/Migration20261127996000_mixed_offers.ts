import { Migration } from '@mikro-orm/migrations';

/**
 * Mixed offers (issue 19 item 3, ADR 0027): credits plus one of the requester's listed reagents.
 * offer_kind gains 'mixed', which carries credits like 'credits' (and an offered_reagents row, as
 * 'reagent' does); a counter-offer and the expiry clock apply to its credits as to a credit offer.
 */
export class Migration20261127996000_mixed_offers extends Migration {
  override name = 'Migration20261127996000_mixed_offers';

  override up(): void {
    this.addSql(`
      alter table swaps.swap_requests
        drop constraint swap_requests_offer_kind_check,
        drop constraint swap_requests_check1,
        drop constraint swap_requests_counter_only_pending_credits,
        add constraint swap_requests_offer_kind_check check (offer_kind in ('credits', 'reagent', 'mixed')),
        add constraint swap_requests_credits_iff_credit_kind check ((offer_kind in ('credits', 'mixed')) = (credit_offer_cents is not null)),
        add constraint swap_requests_counter_only_pending_credits
          check (counter_offer_cents is null or (status = 'pending' and offer_kind in ('credits', 'mixed')))`);
    this.addSql(`drop index swaps.swap_requests_expiring`);
    this.addSql(
      `create index swap_requests_expiring on swaps.swap_requests (offered_at) where status = 'pending' and offer_kind in ('credits', 'mixed')`,
    );
  }
}

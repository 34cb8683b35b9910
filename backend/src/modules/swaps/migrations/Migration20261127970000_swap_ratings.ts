import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19 item 4 (ADR 0024): ratings after a swap, in the swaps schema.
 *
 * swap_ratings: one per swap and rater (the unique key holds "once" against a double submit), the
 * stars and the comment's length checked by the database as by the contracts, rater ≠ ratee.
 * A hidden comment keeps its text (an admin may show it again) and says who hid it when.
 *
 * member_ratings, the published view: per member the average and count of the stars received and
 * the median time from a swap request to the owner's first approve or reject. Its members are the
 * raters' counterparts and the owners (a union PostgreSQL filters before the correlated
 * subqueries run, through the ratee and owner indexes), so a reader asking for a few members reads
 * only theirs; a member with neither has no row (the reader shows no ratings).
 */
export class Migration20261127970000_swap_ratings extends Migration {
  override name = 'Migration20261127970000_swap_ratings';

  override up(): void {
    this.addSql(`
      create table swaps.swap_ratings (
        id uuid primary key default gen_random_uuid(),
        swap_id uuid not null references swaps.swap_requests(id),
        rater_id uuid not null references identity.users(id),
        ratee_id uuid not null references identity.users(id),
        stars smallint not null check (stars between 1 and 5),
        comment text check (length(comment) between 1 and 500),
        hidden_at timestamptz,
        hidden_by uuid references identity.users(id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint swap_ratings_once unique (swap_id, rater_id),
        check (rater_id <> ratee_id),
        check ((hidden_at is null) = (hidden_by is null))
      )`);
    this.addSql(`create index swap_ratings_ratee on swaps.swap_ratings (ratee_id)`);
    this.addSql(`
      create view swaps.member_ratings as
        select m.member_id,
               (select round(avg(r.stars), 1)::float8 from swaps.swap_ratings r where r.ratee_id = m.member_id) as average,
               (select count(*)::int from swaps.swap_ratings r where r.ratee_id = m.member_id) as count,
               (select percentile_cont(0.5) within group (order by extract(epoch from decided.at - requested.at))
                  from swaps.swap_requests s
                  join lateral (select min(t.at) as at from swaps.swap_transitions t
                                 where t.swap_request_id = s.id and t.action = 'requested') requested on true
                  join lateral (select min(t.at) as at from swaps.swap_transitions t
                                 where t.swap_request_id = s.id and t.action in ('approved', 'rejected') and t.actor_id = s.owner_id) decided
                    on decided.at is not null
                 where s.owner_id = m.member_id and requested.at is not null) as median_response_seconds
          from (select ratee_id as member_id from swaps.swap_ratings union select owner_id from swaps.swap_requests) m`);
  }

  override down(): void {
    this.addSql(`drop view swaps.member_ratings`);
    this.addSql(`drop table swaps.swap_ratings`);
  }
}

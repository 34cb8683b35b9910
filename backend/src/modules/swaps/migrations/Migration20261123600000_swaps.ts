import { Migration } from '@mikro-orm/migrations';

/**
 * Swaps (issue 9, design.md §5) and the minimal messages table the owner's approval message needs
 * (the messaging issue extends it). The database backs the rules the swaps module decides:
 * a credit offer is 10–100 credits in steps of 5 (stored in cents, like the ledger), a credit
 * offer and a reagent offer exclude each other, a member cannot request their own reagent, and
 * one requester has at most one OPEN (pending or approved) request per reagent.
 */
export class Migration20261123600000_swaps extends Migration {
  override name = 'Migration20261123600000_swaps';

  up(): void {
    this.addSql(`
      create table messages (
        id uuid primary key default gen_random_uuid(),
        sender_id uuid not null references users(id),
        recipient_id uuid not null references users(id),
        reagent_id uuid references reagents(id),
        content text not null check (length(btrim(content)) between 1 and 5000),
        read boolean not null default false,
        payload jsonb,
        created_at timestamptz not null default now(),
        check (sender_id <> recipient_id)
      )`);
    this.addSql(
      `create index messages_conversation on messages (least(sender_id, recipient_id), greatest(sender_id, recipient_id), created_at desc)`,
    );
    this.addSql(`create index messages_unread on messages (recipient_id) where not read`);

    this.addSql(`
      create table swap_requests (
        id uuid primary key,
        listing_seq bigint generated always as identity unique,
        requester_id uuid not null references users(id),
        owner_id uuid not null references users(id),
        reagent_id uuid not null references reagents(id),
        offer_kind text not null check (offer_kind in ('credits', 'reagent')),
        credit_offer_cents integer check (credit_offer_cents between 1000 and 10000 and credit_offer_cents % 500 = 0),
        message text not null check (length(btrim(message)) between 1 and 5000),
        status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'cancelled', 'completed')),
        shipped_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (requester_id <> owner_id),
        check ((offer_kind = 'credits') = (credit_offer_cents is not null)),
        check (shipped_at is null or status in ('approved', 'completed', 'cancelled'))
      )`);
    // The duplicate check of spec §5, held by the database: a racing second create gets 23505.
    this.addSql(
      `create unique index swap_requests_one_open on swap_requests (requester_id, reagent_id) where status in ('pending', 'approved')`,
    );
    this.addSql(`create index swap_requests_received on swap_requests (owner_id, status, listing_seq desc)`);
    this.addSql(`create index swap_requests_sent on swap_requests (requester_id, status, listing_seq desc)`);
    this.addSql(`create index swap_requests_open_by_reagent on swap_requests (reagent_id) where status in ('pending', 'approved')`);

    this.addSql(`
      create table offered_reagents (
        swap_request_id uuid primary key references swap_requests(id),
        source_reagent_id uuid references reagents(id),
        name text not null check (length(btrim(name)) between 1 and 200),
        catalogue_number text check (length(catalogue_number) <= 100),
        description text check (length(description) <= 5000),
        amount numeric(16, 4) check (amount >= 0),
        amount_unit text check (length(amount_unit) <= 20),
        storage_conditions text check (length(storage_conditions) <= 500)
      )`);
    this.addSql(`create index offered_reagents_source on offered_reagents (source_reagent_id) where source_reagent_id is not null`);

    // The audit trail: every transition (and the edits and the shipping note that keep the status).
    this.addSql(`
      create table swap_transitions (
        id bigint generated always as identity primary key,
        swap_request_id uuid not null references swap_requests(id),
        action text not null check (action in ('requested', 'approved', 'rejected', 'cancelled', 'edited', 'shipped', 'completed')),
        actor_id uuid references users(id),
        from_status text check (from_status in ('pending', 'approved', 'rejected', 'cancelled', 'completed')),
        to_status text not null check (to_status in ('pending', 'approved', 'rejected', 'cancelled', 'completed')),
        note text check (length(note) <= 5000),
        at timestamptz not null default now()
      )`);
    this.addSql(`create index swap_transitions_swap on swap_transitions (swap_request_id, id)`);
    // An audit trail is appended to, never rewritten.
    this.addSql(`create rule swap_transitions_no_update as on update to swap_transitions do instead nothing`);
    this.addSql(`create rule swap_transitions_no_delete as on delete to swap_transitions do instead nothing`);

    // What a swap card names about its parties and its reagent. The swaps module reads identity's
    // and the catalog's tables only through these views (as requests does through its own).
    this.addSql(`
      create view swap_members as
        select u.id as user_id, p.username, p.display_username, l.name as lab_name, un.name as university_name
          from users u
          left join profiles p on p.user_id = u.id
          left join labs l on l.id = p.lab_id
          left join universities un on un.id = p.university_id`);
    this.addSql(`create view swap_reagents as select id as reagent_id, name, owner_id, is_available, is_deleted from reagents`);
  }
}

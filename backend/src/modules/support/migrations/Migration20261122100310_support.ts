import { Migration } from '@mikro-orm/migrations';

/** Support: Help Center support requests and Contact Us messages, kept as submitted. */
export class Migration20261122100310_support extends Migration {
  override name = 'Migration20261122100310_support';

  up(): void {
    this.addSql(`
      create table support_requests (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        email text not null,
        issue_type text not null check (issue_type in ('account', 'reagent', 'swap', 'payment', 'bug', 'other')),
        message text not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index support_requests_created on support_requests (created_at desc)`);
    this.addSql(`
      create table contact_messages (
        id uuid primary key default gen_random_uuid(),
        name text not null,
        university text not null,
        email text not null,
        message text not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index contact_messages_created on contact_messages (created_at desc)`);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { dueExpiryMilestone, daysUntilExpiry, expiryToday, reminderWindow } from '@reagentswap/contracts';
import { OutboxRelay } from '../../../shared/outbox/outbox-relay.service.js';
import { recordAllInOutbox } from '../../../shared/outbox/outbox.js';
import { ReagentExpiring } from '../events/catalog.events.js';

/** Listings per claim transaction. */
export const EXPIRY_BATCH_SIZE = 500;

export interface ExpiryRunSummary {
  today: string;
  /** Listings with a reminder due today. */
  due: number;
  /** Of those, claimed by this run (the others were claimed before, here or by another instance). */
  claimed: number;
}

interface Candidate {
  id: string;
  seq: string;
  owner_id: string;
  name: string;
  expiry_date: string;
}

/**
 * The owners' expiry reminders (issue 18 item 4): 14 days before a listing's expiry date and on the
 * day (contracts' dueExpiryMilestone decides). Like the digests (docs/adr/0013-digests.md), each
 * reminder is claimed once, whatever instance runs it and however often: one transaction inserts
 * its reagent_expiry_notices rows (on conflict do nothing — a row another run holds makes this
 * claim wait for that run's outcome) and records a ReagentExpiring event for each row it did
 * insert. The notifications module delivers the events, under a dedupe key built from the same
 * idempotency key.
 */
@Injectable()
export class ExpiryReminders {
  private readonly logger = new Logger(ExpiryReminders.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly relay: OutboxRelay,
  ) {}

  async run(today: string = expiryToday()): Promise<ExpiryRunSummary> {
    const window = reminderWindow(today);
    const summary: ExpiryRunSummary = { today, due: 0, claimed: 0 };
    let after = '0';
    for (;;) {
      const page = await this.orm.em.fork().execute<Candidate[]>(
        `select id, listing_seq::text as seq, owner_id, name, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date
           from reagents
          where is_available and not is_deleted and expiry_date between ?::date and ?::date and listing_seq > ?
          order by listing_seq limit ?`,
        [window.from, window.to, after, EXPIRY_BATCH_SIZE],
      );
      const due = page.flatMap((reagent) => {
        const milestone = dueExpiryMilestone(reagent.expiry_date, today);
        return milestone ? [{ reagent, milestone }] : [];
      });
      summary.due += due.length;
      if (due.length > 0) summary.claimed += await this.claim(today, due);
      if (page.length < EXPIRY_BATCH_SIZE) break;
      after = page[page.length - 1]!.seq;
    }
    if (summary.claimed > 0) this.relay.kick();
    this.logger.log(`Expiry reminders ${today}: ${summary.due} due, ${summary.claimed} claimed here`);
    return summary;
  }

  private claim(today: string, due: { reagent: Candidate; milestone: NonNullable<ReturnType<typeof dueExpiryMilestone>> }[]) {
    return this.orm.em.fork().transactional(async (tx) => {
      const claimed = await tx.execute<{ reagent_id: string; milestone: string }[]>(
        `insert into reagent_expiry_notices (reagent_id, milestone, expiry_date)
         select d.reagent_id, d.milestone, d.expiry_date::date
           from jsonb_to_recordset(?::jsonb) as d(reagent_id uuid, milestone text, expiry_date text)
         on conflict do nothing
         returning reagent_id, milestone`,
        [JSON.stringify(due.map(({ reagent, milestone }) => ({ reagent_id: reagent.id, milestone, expiry_date: reagent.expiry_date })))],
      );
      const mine = new Set(claimed.map((row) => `${row.reagent_id}:${row.milestone}`));
      const events = due
        .filter(({ reagent, milestone }) => mine.has(`${reagent.id}:${milestone}`))
        .map(
          ({ reagent, milestone }) =>
            new ReagentExpiring({
              idempotencyKey: `${reagent.id}:${milestone}:${reagent.expiry_date}`,
              reagentId: reagent.id,
              ownerId: reagent.owner_id,
              name: reagent.name,
              expiryDate: reagent.expiry_date,
              milestone,
              daysLeft: daysUntilExpiry(reagent.expiry_date, today)!,
            }),
        );
      await recordAllInOutbox(tx, events);
      return events.length;
    });
  }
}

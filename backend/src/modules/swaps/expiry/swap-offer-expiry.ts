import { Injectable, Logger } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { COUNTER_OFFER_MESSAGES, OFFER_EXPIRY_DAYS } from '@reagentswap/contracts';
import { expiringSwapIds } from '../infrastructure/swap-record.js';
import { SwapWorkflow } from '../infrastructure/swap-workflow.js';

/** Swaps expired per listing read; the run reads again until none is left. */
export const OFFER_EXPIRY_BATCH = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Cancels the pending credit offers whose round on the table (the request, an edit, a counter, a
 * counter back) went unanswered for OFFER_EXPIRY_DAYS (ADR 0027). Each swap expires in its own
 * transition — row lock, decide again, status, audit line, SwapCancelled by the system (both
 * parties told) — so a round answered meanwhile, or a second instance expiring the same swap, finds
 * nothing to do: the decider expires only a pending swap whose round is still due.
 */
@Injectable()
export class SwapOfferExpiry {
  private readonly logger = new Logger(SwapOfferExpiry.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly workflow: SwapWorkflow,
  ) {}

  /** Expires what is due at `now`; answers how many swaps this run expired. */
  async run(now: Date = new Date()): Promise<number> {
    return RequestContext.create(this.orm.em, async () => {
      const before = new Date(now.getTime() - OFFER_EXPIRY_DAYS * DAY_MS);
      let expired = 0;
      const tried = new Set<string>();
      for (;;) {
        const ids = (await expiringSwapIds(this.orm.em.fork(), before, OFFER_EXPIRY_BATCH)).filter((id) => !tried.has(id));
        if (ids.length === 0) return expired;
        for (const id of ids) {
          tried.add(id);
          try {
            const { events } = await this.workflow.run(
              id,
              { kind: 'expire', now },
              { actorId: null, note: COUNTER_OFFER_MESSAGES.expired },
            );
            expired += events.length;
          } catch (error) {
            // One swap that cannot be expired now (a database fault) must not hold up the others; the next run tries again.
            this.logger.error(`Swap ${id} could not be expired: ${(error as Error).message}`);
          }
        }
      }
    });
  }
}

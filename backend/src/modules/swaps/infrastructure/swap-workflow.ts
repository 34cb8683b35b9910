import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_LEDGER_SOURCE, SWAP_MESSAGES, type SwapRequestDetailView, type SwapTransitionView } from '@reagentswap/contracts';
import { TransactionScope } from '../../../shared/database/transaction-scope.js';
import { ConflictError } from '../../../shared/errors/domain-error.js';
import { OutboxRelay } from '../../../shared/outbox/outbox-relay.service.js';
import { MarkReagentUnavailableCommand, ReleaseReagentEngagementCommand } from '../../catalog/index.js';
import {
  centsToCredits,
  InsufficientCreditsError,
  isLedgerWriteConflict,
  ReleaseReservationCommand,
  ReserveCreditsCommand,
  TransferCreditsCommand,
} from '../../ledger/index.js';
import { PostMessageCommand } from '../../messaging/index.js';
import { decide, evolve, type SwapCommand, type SwapEvent } from '../domain/swap.decider.js';
import {
  SwapApproved,
  SwapCancelled,
  SwapCompleted,
  SwapCountered,
  SwapCounterAccepted,
  SwapCounterDeclined,
  SwapEdited,
  SwapRejected,
  SwapShipped,
  type SwapEventPayload,
} from '../events/swaps.events.js';
import { GetSwapRequestQuery } from '../queries/get-swap-request/get-swap-request.query.js';
import { swapDetailSelect, toSwapDetail, type SwapDetailRow } from '../queries/swap-request.view.js';
import {
  lockOpenSwapsOn,
  lockSwap,
  offeredReagentOf,
  returningAll,
  stateOf,
  statusUpdate,
  swapEventInsert,
  transitionInsert,
  writeAsOne,
  type SqlPart,
  type SwapRow,
} from './swap-record.js';

/** The ledger's idempotency keys of a swap: derived from its id, so a retried step moves credits once. */
export const swapLedgerKey = (swapId: string, step: 'reserve' | 'release' | 'transfer') => `swap:${swapId}:${step}`;

const DEADLOCK = '40P01';
const MAX_ATTEMPTS = 4;

/** The metadata of every ledger command of a swap's transition: its lines' source is 'swap', their correlation the swap's id. */
interface LedgerContext {
  actorId: string | null;
  causationId: string;
  correlationId: string;
  source: string;
}

interface Transition {
  /** Who acts (null: the system). */
  actorId: string | null;
  /** The owner's message (approve, reject), the new message (edit), or why the system acted. */
  note?: string | null;
}

/**
 * Runs one transition of one swap in ONE transaction: lock the swap, decide, then for each event
 * its ledger command, its catalog engagement change, the owner's message (commands of other
 * modules through the CommandBus, each a JoinsCallerTransaction: they join this transaction, see
 * TransactionScope), the status, the audit line and the outbox event. Either all of it commits or
 * none of it does.
 */
@Injectable()
export class SwapWorkflow {
  constructor(
    private readonly transactions: TransactionScope,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly relay: OutboxRelay,
  ) {}

  async run(swapId: string, command: SwapCommand, transition: Transition): Promise<{ events: SwapEvent[]; swap?: SwapRequestDetailView }> {
    const { events, swap } = await this.withConflictRetry(() =>
      this.transactions.begin(async (tx) => {
        const row = await lockSwap(tx, swapId);
        const decided = decide(command, stateOf(row));
        return { events: decided, swap: await this.apply(tx, row, decided, transition, true) };
      }),
    );
    if (events.length > 0) this.relay.kick();
    return { events, swap };
  }

  /**
   * A member's transition, answered with the swap as it left it: read by the transition's last
   * write in the same round trip, or, when there was nothing to write, afterwards (404 to a stranger).
   */
  async runAndView(swapId: string, command: SwapCommand, transition: Transition & { actorId: string }): Promise<SwapRequestDetailView> {
    const { swap } = await this.run(swapId, command, transition);
    if (swap && (swap.requester.id === transition.actorId || swap.owner.id === transition.actorId)) return swap;
    return this.queries.execute(new GetSwapRequestQuery(swapId, transition.actorId));
  }

  /**
   * A completion locks swap → accounts → reagents → other swaps on those reagents; an approval
   * locks swap → account. Two such transactions can meet in opposite orders (PostgreSQL then
   * aborts one with a deadlock), and the ledger's write, which joins this transaction without a
   * savepoint of its own, can lose a race for an account (isLedgerWriteConflict): nothing was
   * written, so the loser simply runs again, deciding on the new state.
   */
  private async withConflictRetry<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        const conflict = (error as { code?: string }).code === DEADLOCK || isLedgerWriteConflict(error);
        if (!conflict || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Writes the events; with `view`, the last write also reads the swap's detail view, which it returns. */
  private async apply(
    tx: EntityManager,
    row: SwapRow,
    events: SwapEvent[],
    transition: Transition,
    view = false,
  ): Promise<SwapRequestDetailView | undefined> {
    let state = stateOf(row);
    let swap: SwapRequestDetailView | undefined;
    for (const [i, event] of events.entries()) {
      const from = state.status;
      state = evolve(state, event);
      await this.effectsOf(tx, row, event, transition);
      // The row, its audit line and its event in one statement (one round trip, same transaction).
      const update = statusUpdate(row.id, state.status, rowChangesOf(event, transition));
      const line = transitionInsert({
        swapId: row.id,
        action: actionOf(event),
        actorId: transition.actorId,
        from,
        to: state.status,
        note: transition.note,
        creditsCents: roundCentsOf(event),
      });
      const outbox = swapEventInsert(integrationEventOf(row, event, transition));
      if (!view || i < events.length - 1) {
        await writeAsOne(tx, [update, line, outbox]);
        continue;
      }
      const [detail] = await writeAsOne<SwapDetailRow>(tx, [returningAll(update), returningAll(line), outbox], {
        sql: swapDetailSelect({
          swaps: 'w0',
          transitions: '(select * from swap_transitions union all select * from w1)',
          offered: 'offered_reagents',
        }),
        params: [],
      });
      swap = detail && toSwapDetail(detail);
    }
    return swap;
  }

  private async effectsOf(tx: EntityManager, row: SwapRow, event: SwapEvent, transition: Transition): Promise<void> {
    const ledgerContext: LedgerContext = {
      actorId: transition.actorId,
      causationId: row.id,
      correlationId: row.id,
      source: SWAP_LEDGER_SOURCE,
    };
    switch (event.type) {
      case 'approved':
        if (event.reserveCents !== null) await this.reserve(row, event.reserveCents, ledgerContext);
        await this.postOwnersMessage(row, transition.note);
        return;
      case 'counter-accepted':
        // Credits are held only now, at the agreed amount (ADR 0027): nothing was held while the rounds went on.
        await this.reserve(row, event.reserveCents, ledgerContext);
        return;
      case 'counter-declined':
      case 'expired':
        // Nothing was reserved while pending: only the reagents' engagements are released.
        await this.commands.execute(new ReleaseReagentEngagementCommand({ swapId: row.id }));
        return;
      case 'rejected':
        await this.commands.execute(new ReleaseReagentEngagementCommand({ swapId: row.id }));
        await this.postOwnersMessage(row, transition.note);
        return;
      case 'cancelled':
        if (event.releaseReservation) {
          await this.commands.execute(
            new ReleaseReservationCommand({
              accountId: row.requester_id,
              reservationId: row.id,
              idempotencyKey: swapLedgerKey(row.id, 'release'),
              ...ledgerContext,
            }),
          );
        }
        await this.commands.execute(new ReleaseReagentEngagementCommand({ swapId: row.id }));
        return;
      case 'edited':
      case 'shipped':
      case 'countered':
        return; // their changes are the row's own (rowChangesOf)
      case 'completed':
        await this.complete(tx, row, event.transferCents, ledgerContext);
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  }

  /**
   * The owner's message with a decision (approve, reject) goes to the requester as a message about
   * the reagent, in this transaction (spec §2 'Approve & Send Message' / 'Reject & Send Message').
   * Both commands require the message, so the guard only keeps a message-less decision from ever
   * posting an empty one.
   */
  private async postOwnersMessage(row: SwapRow, note: string | null | undefined): Promise<void> {
    if (!note) return;
    await this.commands.execute(
      new PostMessageCommand({
        senderId: row.owner_id,
        recipientId: row.requester_id,
        reagentId: row.reagent_id,
        content: note,
        payload: { text: 'View Swap Request', url: `/swap-request/${row.id}`, type: 'primary' },
      }),
    );
  }

  private async reserve(row: SwapRow, amountCents: number, context: LedgerContext) {
    try {
      await this.commands.execute(
        new ReserveCreditsCommand({
          accountId: row.requester_id,
          amountCents,
          reservationId: row.id,
          idempotencyKey: swapLedgerKey(row.id, 'reserve'),
          ...context,
        }),
      );
    } catch (error) {
      if (error instanceof InsufficientCreditsError) {
        throw new ConflictError(SWAP_MESSAGES.noLongerAffordable(centsToCredits(error.availableCents)), 'INSUFFICIENT_CREDITS');
      }
      throw error;
    }
  }

  /**
   * Credits from the reservation to the owner, the reagents out of the listings, and every other
   * open swap on them cancelled (its credits released, both parties told through SwapCancelled):
   * they asked for something that is gone.
   */
  private async complete(tx: EntityManager, row: SwapRow, transferCents: number | null, context: LedgerContext): Promise<void> {
    if (transferCents !== null) {
      await this.commands.execute(
        new TransferCreditsCommand({
          fromAccountId: row.requester_id,
          toAccountId: row.owner_id,
          amountCents: transferCents,
          fromReservationId: row.id,
          idempotencyKey: swapLedgerKey(row.id, 'transfer'),
          ...context,
        }),
      );
    }
    await this.commands.execute(new ReleaseReagentEngagementCommand({ swapId: row.id }));
    const gone = [row.reagent_id, ...(row.offered_source_id ? [row.offered_source_id] : [])];
    for (const reagentId of gone) await this.commands.execute(new MarkReagentUnavailableCommand({ reagentId, swapId: row.id }));
    for (const other of await lockOpenSwapsOn(tx, gone, row.id)) {
      await this.apply(tx, other, decide({ kind: 'withdraw' }, stateOf(other)), { actorId: null, note: SWAP_MESSAGES.reagentTaken });
    }
  }
}

/**
 * What a transition changes on the swap's row besides its status. A new round (an edit, a counter,
 * a counter back) restarts the expiry clock; leaving pending takes any counter off the table.
 */
function rowChangesOf(event: SwapEvent, transition: Transition): SqlPart | undefined {
  switch (event.type) {
    case 'edited':
      return {
        sql: ', credit_offer_cents = ?, message = coalesce(?, message), offered_at = now()',
        params: [event.creditOfferCents, transition.note ?? null],
      };
    case 'shipped':
      return { sql: ', shipped_at = now()', params: [] };
    case 'countered':
      return event.by === 'owner'
        ? { sql: ', counter_offer_cents = ?, offered_at = now()', params: [event.creditOfferCents] }
        : { sql: ', credit_offer_cents = ?, counter_offer_cents = null, offered_at = now()', params: [event.creditOfferCents] };
    case 'counter-accepted':
      return { sql: ', credit_offer_cents = ?, counter_offer_cents = null', params: [event.reserveCents] };
    case 'rejected':
    case 'cancelled':
    case 'counter-declined':
    case 'expired':
      return { sql: ', counter_offer_cents = null', params: [] };
    case 'approved':
    case 'completed':
      return undefined; // an approval leaves pending only when no counter is on the table (the decider's rule)
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

/** The amount a counter-offer round names, for its timeline line. */
function roundCentsOf(event: SwapEvent): number | null {
  if (event.type === 'countered') return event.creditOfferCents;
  if (event.type === 'counter-accepted') return event.reserveCents;
  return null;
}

function actionOf(event: SwapEvent): SwapTransitionView['action'] {
  switch (event.type) {
    case 'approved':
    case 'rejected':
    case 'cancelled':
    case 'edited':
    case 'shipped':
    case 'completed':
    case 'countered':
    case 'counter-accepted':
    case 'counter-declined':
    case 'expired':
      return event.type;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

function integrationEventOf(row: SwapRow, event: SwapEvent, transition: Transition) {
  const creditOfferCents = event.type === 'edited' ? event.creditOfferCents : (roundCentsOf(event) ?? row.credit_offer_cents);
  const payload: SwapEventPayload = {
    swapId: row.id,
    requesterId: row.requester_id,
    ownerId: row.owner_id,
    reagentId: row.reagent_id,
    reagentName: row.reagent_name,
    actorId: transition.actorId,
    creditOffer: creditOfferCents === null ? null : centsToCredits(creditOfferCents),
    message: transition.note ?? null,
    at: new Date().toISOString(),
    offeredReagent: offeredReagentOf(row),
  };
  switch (event.type) {
    case 'approved':
      return new SwapApproved(payload);
    case 'rejected':
      return new SwapRejected(payload);
    case 'cancelled':
      return new SwapCancelled({ ...payload, by: event.by });
    case 'edited':
      return new SwapEdited({ ...payload, message: transition.note ?? row.message });
    case 'shipped':
      return new SwapShipped(payload);
    case 'completed':
      return new SwapCompleted(payload);
    case 'countered':
      return new SwapCountered({ ...payload, by: event.by });
    case 'counter-accepted':
      return new SwapCounterAccepted(payload);
    case 'counter-declined':
      return new SwapCounterDeclined(payload);
    case 'expired':
      // Both parties hear of it with the reason, as of any other cancellation by the system.
      return new SwapCancelled({ ...payload, by: 'system' });
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_MESSAGES, swapMessageProblem, type SwapCreatedResult, type SwapRequestDetailView } from '@reagentswap/contracts';
import { TransactionScope } from '../../../../shared/database/transaction-scope.js';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { EngageReagentCommand, GetReagentQuery, type ReagentView } from '../../../catalog/index.js';
import { centsToCredits } from '../../../ledger/index.js';
import { SwapRequested } from '../../events/swaps.events.js';
import { returningAll, swapEventInsert, transitionInsert, writeAsOne, type SqlPart } from '../../infrastructure/swap-record.js';
import { loadSwapDetail, swapDetailSelect, toSwapDetail, type SwapDetailRow } from '../../queries/swap-request.view.js';
import { CreateSwapRequestCommand } from './create-swap-request.command.js';
import { checkOffer, creditsOf, reagentOf, type CheckedOffer } from './swap-offer.js';
import { preparedQuery } from '../../../../shared/database/prepared-query.js';

const ONE_OPEN_PER_REAGENT = 'swap_requests_one_open';
const SAME_ID = 'swap_requests_pkey';

@CommandHandler(CreateSwapRequestCommand)
export class CreateSwapRequestHandler implements ICommandHandler<CreateSwapRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly relay: OutboxRelay,
    private readonly transactions: TransactionScope,
  ) {}

  async execute({ requesterId, input }: CreateSwapRequestCommand): Promise<SwapCreatedResult> {
    if (input.id !== undefined && !isUuid(input.id)) throw ValidationFailedError.of('id', 'Invalid swap request id');
    const swapId = input.id?.toLowerCase() ?? randomUUID();
    const problem = swapMessageProblem(input.message);
    if (problem) throw new ValidationFailedError([problem]);
    const message = input.message.trim();

    const earlier = await this.earlierRequest(swapId, requesterId, input.reagentId);
    if (earlier) return earlier;

    const wanted = await this.queries.execute(new GetReagentQuery(input.reagentId));
    if (wanted.owner.id === requesterId) throw new ConflictError(SWAP_MESSAGES.ownReagent, 'OWN_REAGENT');
    if (!wanted.available) throw new ConflictError(SWAP_MESSAGES.reagentUnavailable, 'REAGENT_NOT_AVAILABLE');
    const offer = await checkOffer(this.queries, requesterId, wanted.id, input.offer);

    let swap: SwapRequestDetailView | undefined;
    try {
      await this.transactions.begin(async (tx) => {
        // The request, its offered reagent, its audit line and its event: one statement, which also
        // reads the detail view the request is answered with (over the rows it returns).
        const { parts, view } = newRequestWrites({ swapId, requesterId, wanted, offer, message });
        const [detail] = await writeAsOne<SwapDetailRow>(tx, parts, view);
        swap = detail && toSwapDetail(detail);
        // Engaged while pending: spec §4 keeps a reagent with pending swap requests from being removed.
        // (The engagement joins this transaction: a refused one fails the whole request, see TransactionScope.)
        const engage = (reagentId: string, role: 'wanted' | 'offered') =>
          this.commands.execute(new EngageReagentCommand({ reagentId, swapId, role }));
        await engage(wanted.id, 'wanted');
        const offeredListing = reagentOf(offer)?.sourceReagentId;
        if (offeredListing) await engage(offeredListing, 'offered');
      });
    } catch (error) {
      // Two submits raced past the checks above: the database let one in; answer the other with it.
      const constraint = (error as { constraint?: string }).constraint;
      if (constraint === SAME_ID || constraint === ONE_OPEN_PER_REAGENT) {
        const winner = await this.earlierRequest(swapId, requesterId, input.reagentId);
        if (winner) return winner;
        throw new ConflictError(SWAP_MESSAGES.alreadyExists, 'SWAP_EXISTS');
      }
      throw error;
    }
    this.relay.kick();
    return { created: true, message: SWAP_MESSAGES.created, swap: swap ?? (await loadSwapDetail(this.em, swapId))! };
  }

  /**
   * The request this submit is answered with instead, looked up in one statement: the same form
   * submitted again (its client-generated id: 'Your request is already being processed'; the id of
   * someone else's request: 409), else the requester's open request for this reagent (spec §5
   * duplicate check: returned and opened).
   */
  private async earlierRequest(swapId: string, requesterId: string, reagentId: string): Promise<SwapCreatedResult | undefined> {
    const openOne = isUuid(reagentId) ? ` or (requester_id = ? and reagent_id = ? and status in ('pending', 'approved'))` : '';
    // Prepared: every request runs it first (the duplicate check), where literal text was planned per call (issue 16).
    const [row] = await preparedQuery<{ id: string; requester_id: string }>(
      this.em,
      `select id, requester_id from swap_requests where id = ?${openOne} order by id = ? desc limit 1`,
      openOne ? [swapId, requesterId, reagentId, swapId] : [swapId, swapId],
    );
    if (!row) return undefined;
    const sameSubmit = row.id === swapId;
    if (sameSubmit && row.requester_id !== requesterId) throw new ConflictError(SWAP_MESSAGES.alreadyExists, 'SWAP_EXISTS');
    const swap = await loadSwapDetail(this.em, row.id);
    return swap && { created: false, message: sameSubmit ? SWAP_MESSAGES.alreadyProcessing : SWAP_MESSAGES.duplicate, swap };
  }
}

interface NewRequest {
  swapId: string;
  requesterId: string;
  wanted: ReagentView;
  offer: CheckedOffer;
  message: string;
}

/** The rows of a new pending request and its SwapRequested event, and the read of its detail view over them. */
function newRequestWrites({ swapId, requesterId, wanted, offer, message }: NewRequest): { parts: SqlPart[]; view: SqlPart } {
  const creditOfferCents = creditsOf(offer);
  const offeredCopy = reagentOf(offer);
  const offered = offeredReagentInsert(swapId, offer).map(returningAll);
  const parts = [
    returningAll({
      sql: `insert into swap_requests (id, requester_id, owner_id, reagent_id, offer_kind, credit_offer_cents, message) values (?, ?, ?, ?, ?, ?, ?)`,
      params: [swapId, requesterId, wanted.owner.id, wanted.id, offer.kind, creditOfferCents, message],
    }),
    ...offered,
    returningAll(transitionInsert({ swapId, action: 'requested', actorId: requesterId, from: null, to: 'pending', note: message })),
    swapEventInsert(
      new SwapRequested({
        swapId,
        requesterId,
        ownerId: wanted.owner.id,
        reagentId: wanted.id,
        reagentName: wanted.name,
        actorId: requesterId,
        creditOffer: creditOfferCents === null ? null : centsToCredits(creditOfferCents),
        message,
        at: new Date().toISOString(),
        offeredReagent: offeredCopy && { name: offeredCopy.name, amount: offeredCopy.amount, unit: offeredCopy.amountUnit },
      }),
    ),
  ];
  const view = swapDetailSelect({
    swaps: 'w0',
    transitions: `w${1 + offered.length}`,
    offered: offered.length > 0 ? 'w1' : '(select * from offered_reagents where false)',
  });
  return { parts, view: { sql: view, params: [] } };
}

/** The offered reagent's copy (spec §3 offered_reagents), when the offer carries a reagent (reagent, mixed). */
function offeredReagentInsert(swapId: string, offer: CheckedOffer): SqlPart[] {
  const o = reagentOf(offer);
  if (!o) return [];
  return [
    {
      sql: `insert into offered_reagents (swap_request_id, source_reagent_id, name, catalogue_number, description, amount, amount_unit, storage_conditions)
            values (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [swapId, o.sourceReagentId, o.name, o.catalogueNumber, o.description, o.amount, o.amountUnit, o.storageConditions],
    },
  ];
}

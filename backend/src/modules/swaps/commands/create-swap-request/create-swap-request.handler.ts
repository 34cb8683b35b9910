import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_MESSAGES, swapMessageProblem, type SwapCreatedResult } from '@reagentswap/contracts';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { OutboxRelay } from '../../../../shared/outbox/outbox-relay.service.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { EngageReagentCommand, GetReagentQuery } from '../../../catalog/index.js';
import { centsToCredits } from '../../../ledger/index.js';
import { SwapRequested } from '../../events/swaps.events.js';
import { recordTransition } from '../../infrastructure/swap-record.js';
import { loadSwapDetail } from '../../queries/swap-request.view.js';
import { CreateSwapRequestCommand } from './create-swap-request.command.js';
import { checkOffer, type CheckedOffer } from './swap-offer.js';

const ONE_OPEN_PER_REAGENT = 'swap_requests_one_open';
const SAME_ID = 'swap_requests_pkey';

@CommandHandler(CreateSwapRequestCommand)
export class CreateSwapRequestHandler implements ICommandHandler<CreateSwapRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ requesterId, input }: CreateSwapRequestCommand): Promise<SwapCreatedResult> {
    if (input.id !== undefined && !isUuid(input.id)) throw ValidationFailedError.of('id', 'Invalid swap request id');
    const swapId = input.id?.toLowerCase() ?? randomUUID();
    const problem = swapMessageProblem(input.message);
    if (problem) throw new ValidationFailedError([problem]);
    const message = input.message.trim();

    const earlier = (await this.sameSubmit(swapId, requesterId)) ?? (await this.openRequest(requesterId, input.reagentId));
    if (earlier) return earlier;

    const wanted = await this.queries.execute(new GetReagentQuery(input.reagentId));
    if (wanted.owner.id === requesterId) throw new ConflictError(SWAP_MESSAGES.ownReagent, 'OWN_REAGENT');
    if (!wanted.available) throw new ConflictError(SWAP_MESSAGES.reagentUnavailable, 'REAGENT_NOT_AVAILABLE');
    const offer = await checkOffer(this.queries, requesterId, wanted.id, input.offer);

    try {
      await this.em.transactional(async (tx) => {
        await tx.execute(
          `insert into swap_requests (id, requester_id, owner_id, reagent_id, offer_kind, credit_offer_cents, message) values (?, ?, ?, ?, ?, ?, ?)`,
          [swapId, requesterId, wanted.owner.id, wanted.id, offer.kind, offer.kind === 'credits' ? offer.creditOfferCents : null, message],
        );
        await this.recordOffer(tx, swapId, offer);
        // Engaged while pending: spec §4 keeps a reagent with pending swap requests from being removed.
        await this.commands.execute(new EngageReagentCommand({ reagentId: wanted.id, swapId, role: 'wanted' }));
        if (offer.kind === 'reagent' && offer.offered.sourceReagentId) {
          await this.commands.execute(new EngageReagentCommand({ reagentId: offer.offered.sourceReagentId, swapId, role: 'offered' }));
        }
        await recordTransition(tx, { swapId, action: 'requested', actorId: requesterId, from: null, to: 'pending', note: message });
        await recordInOutbox(
          tx,
          new SwapRequested({
            swapId,
            requesterId,
            ownerId: wanted.owner.id,
            reagentId: wanted.id,
            reagentName: wanted.name,
            actorId: requesterId,
            creditOffer: offer.kind === 'credits' ? centsToCredits(offer.creditOfferCents) : null,
            message,
            at: new Date().toISOString(),
          }),
        );
      });
    } catch (error) {
      // Two submits raced past the checks above: the database let one in; answer the other with it.
      const constraint = (error as { constraint?: string }).constraint;
      if (constraint === SAME_ID || constraint === ONE_OPEN_PER_REAGENT) {
        const winner = (await this.sameSubmit(swapId, requesterId)) ?? (await this.openRequest(requesterId, input.reagentId));
        if (winner) return winner;
        throw new ConflictError(SWAP_MESSAGES.alreadyExists, 'SWAP_EXISTS');
      }
      throw error;
    }
    this.relay.kick();
    return { created: true, message: SWAP_MESSAGES.created, swap: (await loadSwapDetail(this.em, swapId))! };
  }

  /** A second submit of the same form (same client-generated id): 'Your request is already being processed'. */
  private async sameSubmit(swapId: string, requesterId: string): Promise<SwapCreatedResult | undefined> {
    const swap = await loadSwapDetail(this.em, swapId);
    if (!swap) return undefined;
    if (swap.requester.id !== requesterId) throw new ConflictError(SWAP_MESSAGES.alreadyExists, 'SWAP_EXISTS');
    return { created: false, message: SWAP_MESSAGES.alreadyProcessing, swap };
  }

  /** Spec §5 duplicate check: the requester's open request for this reagent is returned and opened. */
  private async openRequest(requesterId: string, reagentId: string): Promise<SwapCreatedResult | undefined> {
    if (!isUuid(reagentId)) return undefined;
    const [row] = await this.em.execute<{ id: string }[]>(
      `select id from swap_requests where requester_id = ? and reagent_id = ? and status in ('pending', 'approved')`,
      [requesterId, reagentId],
    );
    const swap = row && (await loadSwapDetail(this.em, row.id));
    return swap ? { created: false, message: SWAP_MESSAGES.duplicate, swap } : undefined;
  }

  private async recordOffer(tx: EntityManager, swapId: string, offer: CheckedOffer): Promise<void> {
    if (offer.kind !== 'reagent') return;
    const o = offer.offered;
    await tx.execute(
      `insert into offered_reagents (swap_request_id, source_reagent_id, name, catalogue_number, description, amount, amount_unit, storage_conditions)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [swapId, o.sourceReagentId, o.name, o.catalogueNumber, o.description, o.amount, o.amountUnit, o.storageConditions],
    );
  }
}

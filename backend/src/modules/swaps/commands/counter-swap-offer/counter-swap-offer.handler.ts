import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { counterOfferProblems, SWAP_MESSAGES } from '@reagentswap/contracts';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { centsToCredits, creditsToCents, GetBalanceQuery } from '../../../ledger/index.js';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { GetSwapRequestQuery } from '../../queries/get-swap-request/get-swap-request.query.js';
import { CounterSwapOfferCommand } from './counter-swap-offer.command.js';

@CommandHandler(CounterSwapOfferCommand)
export class CounterSwapOfferHandler implements ICommandHandler<CounterSwapOfferCommand> {
  constructor(
    private readonly workflow: SwapWorkflow,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, swapId, credits, message }: CounterSwapOfferCommand) {
    // The range and the message here; the amount it answers, and whose turn it is, the decider decides under the row lock.
    const problems = counterOfferProblems({ credits, message }, null);
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const creditOfferCents = creditsToCents(credits as number, 'credits');
    await this.affordable(actorId, swapId, creditOfferCents);
    return this.workflow.runAndView(swapId, { kind: 'counter', actorId, creditOfferCents }, { actorId, note: (message as string).trim() });
  }

  /**
   * A requester's counter back is a new offer of theirs: like a new request, it must be affordable
   * now (nothing is held until the owner approves it, which checks again). 404 to a stranger.
   */
  private async affordable(actorId: string, swapId: string, creditOfferCents: number): Promise<void> {
    const swap = await this.queries.execute(new GetSwapRequestQuery(swapId, actorId));
    if (swap.requester.id !== actorId) return;
    const { availableCents } = await this.queries.execute(new GetBalanceQuery(actorId));
    if (availableCents < creditOfferCents) {
      throw new ConflictError(SWAP_MESSAGES.notEnoughForOffer(centsToCredits(creditOfferCents)), 'INSUFFICIENT_CREDITS');
    }
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_INTEGRATION_EVENTS, SWAP_MESSAGES, type UserSuspendedPayload } from '@reagentswap/contracts';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { SwapWorkflow } from '../infrastructure/swap-workflow.js';

/**
 * A suspended member's open swaps, as requester or owner, are cancelled by the system: their
 * reservations released, their reagents freed, both parties told (SwapCancelled, by 'system').
 * Runs inside the delivery's transaction; a redelivery finds nothing open and changes nothing.
 */
@EventSubscriber('swaps.withdraw-when-member-leaves', IDENTITY_INTEGRATION_EVENTS.userSuspended)
export class WithdrawWhenMemberLeavesHandler implements IntegrationEventHandler<DeliveredEvent<UserSuspendedPayload>> {
  constructor(
    private readonly em: EntityManager,
    private readonly workflow: SwapWorkflow,
  ) {}

  async handle({ payload: { userId } }: DeliveredEvent<UserSuspendedPayload>): Promise<void> {
    const open = await this.em.execute<{ id: string }[]>(
      `select id from swap_requests where (requester_id = ? or owner_id = ?) and status in ('pending', 'approved') order by id`,
      [userId, userId],
    );
    for (const { id } of open) await this.workflow.run(id, { kind: 'withdraw' }, { actorId: null, note: SWAP_MESSAGES.memberLeft });
  }
}

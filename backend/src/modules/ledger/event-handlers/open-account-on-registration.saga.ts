import { Injectable } from '@nestjs/common';
import { Saga, type ICommand } from '@nestjs/cqrs';
import { filter, map, type Observable } from 'rxjs';
import { isUuid } from '../../../shared/kernel/uuid.js';
import { OpenAccountCommand } from '../commands/open-account/open-account.command.js';

/**
 * The ledger's only inbound contract: identity's `identity.user-registered` event, matched by its
 * stable type string and payload shape ({ userId }). The ledger may not import identity (module
 * rules: it depends on shared code only), and does not need to: a published event type string
 * is exactly the coupling events are for. Opening is idempotent (key `open:<userId>`, and opening
 * an open account is a no-op), so a relay that publishes the event twice opens the account once.
 * Nothing depends on this having run: a missing account reads as balance 0 and is opened by its
 * first credit.
 */
export const USER_REGISTERED_EVENT_TYPE = 'identity.user-registered';

interface UserRegisteredShape {
  eventType: string;
  payload: { userId: string };
}

const isUserRegistered = (event: unknown): event is UserRegisteredShape => {
  const candidate = event as Partial<UserRegisteredShape> | null;
  return candidate?.eventType === USER_REGISTERED_EVENT_TYPE && isUuid(candidate.payload?.userId);
};

@Injectable()
export class OpenAccountOnRegistration {
  @Saga()
  userRegistered = (events$: Observable<unknown>): Observable<ICommand> =>
    events$.pipe(
      filter(isUserRegistered),
      map(
        ({ payload: { userId } }) =>
          new OpenAccountCommand({ accountId: userId, idempotencyKey: `open:${userId.toLowerCase()}`, causationId: userId }),
      ),
    );
}

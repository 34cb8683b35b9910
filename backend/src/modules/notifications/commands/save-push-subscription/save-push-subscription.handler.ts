import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { pushEndpointProblem, pushKeysProblem } from '../../push/push-endpoint.js';
import { SavePushSubscriptionCommand } from './save-push-subscription.command.js';

/** Devices kept per member; subscribing one more drops the least recently refreshed. */
export const MAX_PUSH_DEVICES_PER_USER = 20;

/** Says neither whose it is nor that the keys were wrong: only that this caller cannot have it. */
export const PUSH_SUBSCRIPTION_TAKEN = 'This push subscription is registered to another account';

/**
 * Upserts by endpoint: the browser re-sends its subscription after every sign-in, and an endpoint
 * belongs to one browser profile, so whoever signs in on it last receives its pushes. An endpoint
 * moves to another account only with proof that the caller holds that browser's subscription: the
 * same keys (p256dh and the auth secret, which only the browser and we know). An endpoint URL alone
 * (seen in a log, a shared screen) is not enough to take another member's pushes: 409.
 */
@CommandHandler(SavePushSubscriptionCommand)
export class SavePushSubscriptionHandler implements ICommandHandler<SavePushSubscriptionCommand> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, subscription }: SavePushSubscriptionCommand) {
    const endpointProblem = pushEndpointProblem(subscription.endpoint, this.config.NODE_ENV === 'production');
    if (endpointProblem) throw ValidationFailedError.of('endpoint', endpointProblem);
    const keysProblem = pushKeysProblem(subscription.keys);
    if (keysProblem) throw new ValidationFailedError([keysProblem]);

    return this.orm.em.fork().transactional(async (em) => {
      const [row] = await em.execute<{ id: string; endpoint: string }[]>(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
         values (?, ?, ?, ?, ?)
         on conflict (endpoint) do update
           set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
               user_agent = excluded.user_agent, updated_at = now()
           where push_subscriptions.user_id = excluded.user_id
              or (push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth)
         returning id, endpoint`,
        [userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, subscription.userAgent ?? null],
      );
      if (!row) throw new ConflictError(PUSH_SUBSCRIPTION_TAKEN, 'PUSH_SUBSCRIPTION_TAKEN');
      await em.execute(
        `delete from push_subscriptions where user_id = ? and id not in (
           select id from push_subscriptions where user_id = ? order by updated_at desc limit ${MAX_PUSH_DEVICES_PER_USER})`,
        [userId, userId],
      );
      return { id: row!.id, endpoint: row!.endpoint };
    });
  }
}

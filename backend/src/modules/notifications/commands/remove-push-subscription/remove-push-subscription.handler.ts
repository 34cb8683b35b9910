import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { PushSubscriptionSchema } from '../../infrastructure/notifications.entities.js';
import { RemovePushSubscriptionCommand } from './remove-push-subscription.command.js';

/** Idempotent; removes only the caller's own subscription. */
@CommandHandler(RemovePushSubscriptionCommand)
export class RemovePushSubscriptionHandler implements ICommandHandler<RemovePushSubscriptionCommand> {
  constructor(private readonly orm: MikroORM) {}

  async execute({ userId, endpoint }: RemovePushSubscriptionCommand): Promise<void> {
    await this.orm.em.fork().nativeDelete(PushSubscriptionSchema, { userId, endpoint });
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import { notificationRecipientOf } from './notification-recipient.js';
import { GetNotificationRecipientQuery, type NotificationRecipient } from './get-notification-recipient.query.js';

@QueryHandler(GetNotificationRecipientQuery)
export class GetNotificationRecipientHandler implements IQueryHandler<GetNotificationRecipientQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetNotificationRecipientQuery): Promise<NotificationRecipient | null> {
    if (!isUuid(userId)) return null;
    // Event handlers run outside any request, so read through a fork of our own.
    const em = this.em.fork();
    const user = await em.findOne(UserSchema, { id: userId });
    if (!user) return null;
    const profile = await em.findOne(ProfileSchema, { userId });
    return notificationRecipientOf(user, profile);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import type { NotificationRecipient } from '../get-notification-recipient/get-notification-recipient.query.js';
import { notificationRecipientOf } from '../get-notification-recipient/notification-recipient.js';
import { ListNotificationRecipientsQuery, MAX_RECIPIENTS_PER_QUERY } from './list-notification-recipients.query.js';

@QueryHandler(ListNotificationRecipientsQuery)
export class ListNotificationRecipientsHandler implements IQueryHandler<ListNotificationRecipientsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: ListNotificationRecipientsQuery): Promise<NotificationRecipient[]> {
    const ids = [...new Set(userIds.filter(isUuid))];
    if (ids.length > MAX_RECIPIENTS_PER_QUERY) throw new Error(`ListNotificationRecipientsQuery: at most ${MAX_RECIPIENTS_PER_QUERY} ids`);
    if (ids.length === 0) return [];
    // Event handlers run outside any request, so read through a fork of our own.
    const em = this.em.fork();
    const users = await em.find(UserSchema, { id: { $in: ids } });
    const profiles = await em.find(ProfileSchema, { userId: { $in: ids } });
    const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
    return users.map((user) => notificationRecipientOf(user, profileOf.get(user.id)));
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { ProfileSchema, UserSchema } from '../../infrastructure/identity.entities.js';
import type { NotificationRecipient } from '../get-notification-recipient/get-notification-recipient.query.js';
import { notificationRecipientOf } from '../get-notification-recipient/notification-recipient.js';
import { ListActiveMembersQuery, MAX_ACTIVE_MEMBERS_PAGE } from './list-active-members.query.js';

@QueryHandler(ListActiveMembersQuery)
export class ListActiveMembersHandler implements IQueryHandler<ListActiveMembersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ after, limit }: ListActiveMembersQuery): Promise<NotificationRecipient[]> {
    const size = Math.max(1, Math.min(Math.trunc(limit), MAX_ACTIVE_MEMBERS_PAGE));
    // Scheduled jobs run outside any request, so read through a fork of our own.
    const em = this.em.fork();
    const users = await em.find(
      UserSchema,
      { approvalStatus: 'approved', isDeleted: false, ...(after && isUuid(after) ? { id: { $gt: after } } : {}) },
      { orderBy: { id: 'asc' }, limit: size },
    );
    if (users.length === 0) return [];
    const profiles = await em.find(ProfileSchema, { userId: { $in: users.map((user) => user.id) } });
    const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
    return users.map((user) => notificationRecipientOf(user, profileOf.get(user.id)));
  }
}

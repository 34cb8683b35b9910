import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { COMMUNITY_PROFILE_COLUMNS, COMMUNITY_PROFILE_FROM, LISTED_MEMBER, toCommunityProfileView } from '../community-profile.view.js';
import { GetPublicProfileQuery } from './get-public-profile.query.js';

export const USER_NOT_FOUND = 'User not found';

/** A member's public profile. Unknown, pending, rejected and suspended members are all simply "not found". */
@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, viewerIsAdmin }: GetPublicProfileQuery) {
    if (!isUuid(userId)) throw new NotFoundError(USER_NOT_FOUND, 'USER_NOT_FOUND');
    const [row] = await this.em.execute<Record<string, any>[]>(
      `select ${COMMUNITY_PROFILE_COLUMNS} from ${COMMUNITY_PROFILE_FROM}
        where m.user_id = ? ${viewerIsAdmin ? '' : `and ${LISTED_MEMBER}`}`,
      [userId],
    );
    if (!row) throw new NotFoundError(USER_NOT_FOUND, 'USER_NOT_FOUND');
    return toCommunityProfileView(row);
  }
}

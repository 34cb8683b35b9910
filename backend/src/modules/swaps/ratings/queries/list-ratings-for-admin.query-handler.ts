import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toAdminRatingView, type AdminRatingRow } from '../rating.view.js';
import { ListRatingsForAdminQuery } from './list-ratings-for-admin.query.js';

@QueryHandler(ListRatingsForAdminQuery)
export class ListRatingsForAdminHandler implements IQueryHandler<ListRatingsForAdminQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: ListRatingsForAdminQuery) {
    const rows = await this.em.execute<AdminRatingRow[]>(
      `select r.id, r.swap_id, r.rater_id, r.ratee_id, r.stars, r.comment, r.hidden_at, r.created_at, r.updated_at,
              coalesce(rm.display_username, rm.username) as rater_name, coalesce(om.display_username, om.username) as ratee_name
         from swap_ratings r
         left join identity.member_contacts rm on rm.user_id = r.rater_id
         left join identity.member_contacts om on om.user_id = r.ratee_id
        where r.comment is not null
        order by r.created_at desc
        limit ?`,
      [limit],
    );
    return rows.map(toAdminRatingView);
  }
}

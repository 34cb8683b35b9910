import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { pageWindow, selectBound } from '../paging.js';
import { ADMIN_ACTIONS_PAGE, ListAdminActionsQuery, type AdminActionView } from './list-admin-actions.query.js';

/** The admin audit trail, newest first, with the names of who acted and on whom. */
@QueryHandler(ListAdminActionsQuery)
export class ListAdminActionsHandler implements IQueryHandler<ListAdminActionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page: requested, pageSize: requestedSize }: ListAdminActionsQuery) {
    const { page, pageSize, offset } = pageWindow(requested, requestedSize, ADMIN_ACTIONS_PAGE);
    const [{ total }] = await this.em.execute<{ total: string }[]>('select count(*) as total from admin_actions');
    const rows = await selectBound<Record<string, any>>(
      this.em,
      `select a.id, a.action, a.details, a.created_at,
              a.actor_id, actor.email as actor_email, coalesce(nullif(btrim(ap.display_username), ''), ap.username) as actor_name,
              a.target_user_id, target.email as target_email, coalesce(nullif(btrim(tp.display_username), ''), tp.username) as target_name
         from admin_actions a
         join users actor on actor.id = a.actor_id
         left join profiles ap on ap.user_id = a.actor_id
         left join users target on target.id = a.target_user_id
         left join profiles tp on tp.user_id = a.target_user_id
        order by a.created_at desc, a.id desc
        limit ? offset ?`,
      [pageSize, offset],
    );
    const items: AdminActionView[] = rows.map((r) => ({
      id: String(r.id),
      action: r.action,
      actor: { id: r.actor_id, displayName: r.actor_name ?? r.actor_email, email: r.actor_email },
      target: r.target_user_id ? { id: r.target_user_id, displayName: r.target_name ?? r.target_email, email: r.target_email } : null,
      details: r.details ?? {},
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return { items, page, pageSize, total: Number(total) };
  }
}

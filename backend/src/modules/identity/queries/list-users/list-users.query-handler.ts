import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern, pageWindow, selectBound } from '../paging.js';
import { ADMIN_USER_SELECT, toAdminUserView } from './admin-user.view.js';
import { ADMIN_USERS_PAGE, ListUsersQuery } from './list-users.query.js';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page: requested, pageSize: requestedSize, search }: ListUsersQuery) {
    const { page, pageSize, offset } = pageWindow(requested, requestedSize, ADMIN_USERS_PAGE);
    const where = [`u.approval_status = 'approved'`];
    const params: unknown[] = [];
    if (search?.trim()) {
      where.push('(u.email ilike ? or p.display_username ilike ? or p.username ilike ?)');
      params.push(...Array<string>(3).fill(containsPattern(search.trim())));
    }
    const condition = where.join(' and ');
    const [{ total }] = await this.em.execute<{ total: string }[]>(
      `select count(*) as total from users u join profiles p on p.user_id = u.id where ${condition}`,
      params,
    );
    const rows = await selectBound<Record<string, any>>(
      this.em,
      `${ADMIN_USER_SELECT} where ${condition} order by u.created_at desc, u.id desc limit ? offset ?`,
      [...params, pageSize, offset],
    );
    return { items: rows.map(toAdminUserView), page, pageSize, total: Number(total) };
  }
}

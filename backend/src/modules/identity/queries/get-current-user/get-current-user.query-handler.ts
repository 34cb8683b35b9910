import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import type { ApprovalStatus } from '../../infrastructure/identity.entities.js';
import type { CurrentUserView } from './current-user.view.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';

interface Row {
  id: string;
  email: string;
  username: string;
  display_username: string | null;
  is_admin: boolean;
  approval_status: ApprovalStatus;
  is_deleted: boolean;
  university_id: string | null;
  university_name: string | null;
  lab_id: string | null;
  lab_name: string | null;
  city: string | null;
  country: string | null;
  created_at: Date;
}

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetCurrentUserQuery): Promise<CurrentUserView> {
    const [row] = await this.em.execute<Row[]>(
      `select u.id, u.email, p.username, p.display_username, u.is_admin, u.approval_status, u.is_deleted,
              un.id as university_id, un.name as university_name, l.id as lab_id, l.name as lab_name,
              p.city, p.country, u.created_at
         from users u
         join profiles p on p.user_id = u.id
         left join institutions.university_directory un on un.id = p.university_id
         left join institutions.lab_directory l on l.id = p.lab_id
        where u.id = ?`,
      [userId],
    );
    if (!row) throw new NotFoundError('User not found');
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      displayUsername: row.display_username,
      isAdmin: row.is_admin,
      approvalStatus: row.approval_status,
      isDeleted: row.is_deleted,
      university: row.university_id ? { id: row.university_id, name: row.university_name! } : null,
      lab: row.lab_id ? { id: row.lab_id, name: row.lab_name! } : null,
      city: row.city,
      country: row.country,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListPendingRegistrationsQuery, type PendingRegistrationView } from './list-pending-registrations.query.js';

@QueryHandler(ListPendingRegistrationsQuery)
export class ListPendingRegistrationsHandler implements IQueryHandler<ListPendingRegistrationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ limit }: ListPendingRegistrationsQuery): Promise<PendingRegistrationView[]> {
    const rows = await this.em.execute<Record<string, any>[]>(
      `select u.id, u.email, p.username, p.display_username, un.name as university, p.university_id,
              l.name as lab, p.lab_id, p.city, p.country, u.created_at
         from users u
         join profiles p on p.user_id = u.id
         left join institutions.university_directory un on un.id = p.university_id
         left join institutions.lab_directory l on l.id = p.lab_id
        where u.approval_status = 'pending' and not u.is_deleted
        order by u.created_at desc
        limit ?`,
      [Math.min(Math.max(limit, 1), 500)],
    );
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      username: r.username,
      displayUsername: r.display_username,
      university: r.university,
      universityId: r.university_id,
      lab: r.lab,
      labId: r.lab_id,
      city: r.city,
      country: r.country,
      createdAt: new Date(r.created_at).toISOString(),
      approvalStatus: 'pending' as const,
    }));
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountMembersQuery, type MemberCounts } from './count-members.query.js';

@QueryHandler(CountMembersQuery)
export class CountMembersHandler implements IQueryHandler<CountMembersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<MemberCounts> {
    const [row] = await this.em.execute<{ active: string; pending: string; suspended: string }[]>(
      `select count(*) filter (where approval_status = 'approved' and not is_deleted) as active,
              count(*) filter (where approval_status = 'pending' and not is_deleted) as pending,
              count(*) filter (where is_deleted) as suspended
         from users`,
    );
    return {
      activeMembers: Number(row?.active ?? 0),
      pendingRegistrations: Number(row?.pending ?? 0),
      suspendedMembers: Number(row?.suspended ?? 0),
    };
  }
}

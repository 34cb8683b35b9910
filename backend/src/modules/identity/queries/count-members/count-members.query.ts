import { Query } from '@nestjs/cqrs';

export interface MemberCounts {
  /** Approved accounts that are not suspended: the people who can use the platform. */
  activeMembers: number;
  pendingRegistrations: number;
  suspendedMembers: number;
}

export class CountMembersQuery extends Query<MemberCounts> {}
